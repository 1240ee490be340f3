import { lobbyMessages, formatMoney } from '../../engine/i18n/index.ts';
import { useCountUp, useJackpotValues } from '../../engine/player/lobby/index.ts';
import { useMarket, useText } from '../../engine/page/index.ts';
import { cardJackpotBadge } from './GameCard.css.ts';

type JackpotKindKey = 'megaMoolah' | 'wowPot' | 'mustWinJackpot' | 'rapid' | 'daily';
const KNOWN = new Set<string>(['megaMoolah', 'wowPot', 'mustWinJackpot', 'rapid', 'daily']);

/** The live amount of the jackpot a game pays into, over its thumbnail. Only visible cards mount it. */
export function CardJackpot({ kind }: { kind: string }) {
  const t = useText(lobbyMessages);
  const { locale } = useMarket();
  const { byKind, currencyIsoCode } = useJackpotValues();
  const amount = useCountUp(byKind.get(kind)?.amount);
  if (!KNOWN.has(kind) || amount === undefined) return null;
  return (
    <span className={cardJackpotBadge} data-live>
      {/* The amount alone fits over a thumbnail; screen readers hear which jackpot it is. */}
      <span className="visually-hidden">{t(`jackpot.${kind as JackpotKindKey}`)}: </span>
      {formatMoney(amount, currencyIsoCode, locale)}
    </span>
  );
}
