import { formatMoney } from '../../engine/i18n/index.ts';
import { lobbyMessages } from '../../engine/i18n/messages/index.ts';
import { useMarket, useText } from '../../engine/page/index.ts';
import { useCardJackpot } from './CardJackpots.tsx';
import { cardJackpotBadge } from './GameCard.css.ts';

type JackpotKindKey = 'megaMoolah' | 'wowPot' | 'mustWinJackpot' | 'rapid' | 'daily';
const KNOWN = new Set<string>(['megaMoolah', 'wowPot', 'mustWinJackpot', 'rapid', 'daily']);

/** The live amount of the jackpot a game pays into, over its thumbnail, as the grid around it counts it up. */
export function CardJackpot({ kind }: { kind: string }) {
  const t = useText(lobbyMessages);
  const { locale } = useMarket();
  const jackpot = useCardJackpot(kind);
  if (!jackpot || !KNOWN.has(kind)) return null;
  return (
    <span className={cardJackpotBadge} data-live>
      {/* The amount alone fits over a thumbnail; screen readers hear which jackpot it is. */}
      <span className="visually-hidden">{t(`jackpot.${kind as JackpotKindKey}`)}: </span>
      {formatMoney(jackpot.amount, jackpot.currencyIsoCode, locale)}
    </span>
  );
}
