import { lobbyMessages, formatMoney } from '../../engine/i18n/index.ts';
import { useMarket, useText } from '../../engine/page/index.ts';
import { useCardJackpots } from './CardJackpots.tsx';
import { cardJackpotBadge } from './GameCard.css.ts';

type JackpotKindKey = 'megaMoolah' | 'wowPot' | 'mustWinJackpot' | 'rapid' | 'daily';
const KNOWN = new Set<string>(['megaMoolah', 'wowPot', 'mustWinJackpot', 'rapid', 'daily']);

/** The live amount of the jackpot a game pays into, over its thumbnail, as the grid around it counts it up. */
export function CardJackpot({ kind }: { kind: string }) {
  const t = useText(lobbyMessages);
  const { locale } = useMarket();
  const jackpots = useCardJackpots();
  const amount = jackpots?.amounts.get(kind);
  if (!jackpots || !KNOWN.has(kind) || amount === undefined) return null;
  return (
    <span className={cardJackpotBadge} data-live>
      {/* The amount alone fits over a thumbnail; screen readers hear which jackpot it is. */}
      <span className="visually-hidden">{t(`jackpot.${kind as JackpotKindKey}`)}: </span>
      {formatMoney(amount, jackpots.currencyIsoCode, locale)}
    </span>
  );
}
