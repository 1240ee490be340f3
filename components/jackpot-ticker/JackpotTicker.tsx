import { useId } from 'react';
import { formatMoney, formatTime } from '../../engine/i18n/index.ts';
import { lobbyMessages } from '../../engine/i18n/messages/index.ts';
import { useCountedJackpots, type JackpotValue } from '../../engine/player/lobby/index.ts';
import { useBrand, useMarket, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import * as styles from './JackpotTicker.css.ts';

type JackpotKind = 'megaMoolah' | 'wowPot' | 'mustWinJackpot' | 'rapid' | 'daily';

interface TickerCardProps {
  kind: JackpotKind;
  value: JackpotValue | undefined;
  /** The amount as it counts up, undefined until loaded. */
  amount: number | undefined;
  currencyIsoCode: string;
  revamped: boolean;
}

/** One jackpot: its name, its amount counting up, and for a must-win drop its cap and drop time. */
function TickerCard({ kind, value, amount, currencyIsoCode, revamped }: TickerCardProps) {
  const t = useText(lobbyMessages);
  const { locale } = useMarket();
  const money = (sum: number) => formatMoney(sum, currencyIsoCode, locale);
  const dropTime = value?.dropsAt && formatTime(value.dropsAt, locale);
  return (
    <li className={styles.ticker({ revamped })}>
      <span className={styles.name}>{t(`jackpot.${kind}`)}</span>
      {amount === undefined ? (
        <span className={styles.amountPlaceholder({ revamped })} role="status" aria-label={t('jackpot.loading')} />
      ) : (
        <span className={styles.amount({ revamped })} data-live>
          {money(amount)}
        </span>
      )}
      <span className={styles.detail} data-live>
        {dropTime
          ? t('jackpot.dropsAt', { time: dropTime })
          : value?.mustWinBy !== undefined
            ? t('jackpot.mustWinBy', { amount: money(value.mustWinBy) })
            : ''}
      </span>
    </li>
  );
}

/**
 * jackpotTicker: progressive pools and must-win drops in the player's currency, polled and counting
 * up between polls. The server renders the cards with placeholder amounts (values load in the browser).
 */
export default function JackpotTicker({ props }: ComponentRenderProps<'jackpotTicker'>) {
  const { title, progressive = [], mustWin = [] } = props;
  const t = useText(lobbyMessages);
  const headingId = useId();
  const revamped = useBrand().features.revampedJackpotTicker;
  const kinds: JackpotKind[] = [...progressive, ...mustWin];
  const { byKind, amounts, currencyIsoCode } = useCountedJackpots(kinds.length > 0);
  if (kinds.length === 0) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : t('jackpot.label')}
    >
      {title && (
        <h2 className={styles.heading} id={headingId}>
          {title}
        </h2>
      )}
      {/* Focusable: on phones the tickers scroll sideways, and keyboard users must reach them too. */}
      <ul className={styles.tickers({ revamped })} tabIndex={0}>
        {kinds.map((kind) => (
          <TickerCard
            key={`${kind}-${currencyIsoCode}`}
            kind={kind}
            value={byKind.get(kind)}
            amount={amounts.get(kind)}
            currencyIsoCode={currencyIsoCode}
            revamped={revamped}
          />
        ))}
      </ul>
    </section>
  );
}
