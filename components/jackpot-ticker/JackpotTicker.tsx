import { useId } from 'react';
import { formatMoney, formatTime, lobbyMessages } from '../../engine/i18n/index.ts';
import { useCountUp, useJackpotValues, type JackpotValue } from '../../engine/player/lobby/index.ts';
import { useBrand, useMarket, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Amount, AmountPlaceholder, Detail, Heading, Name, Section, Ticker, Tickers } from './jackpot-styles.ts';

type JackpotKind = 'megaMoolah' | 'wowPot' | 'mustWinJackpot' | 'rapid' | 'daily';

interface TickerCardProps {
  kind: JackpotKind;
  value: JackpotValue | undefined;
  currencyIsoCode: string;
  revamped: boolean;
}

/** One jackpot: its name, its amount counting up, and for a must-win drop its cap and drop time. */
function TickerCard({ kind, value, currencyIsoCode, revamped }: TickerCardProps) {
  const t = useText(lobbyMessages);
  const { locale } = useMarket();
  const amount = useCountUp(value?.amount);
  const money = (sum: number) => formatMoney(sum, currencyIsoCode, locale);
  const dropTime = value?.dropsAt && formatTime(value.dropsAt, locale);
  return (
    <Ticker revamped={revamped}>
      <Name>{t(`jackpot.${kind}`)}</Name>
      {amount === undefined ? (
        <AmountPlaceholder revamped={revamped} role="status" aria-label={t('jackpot.loading')} />
      ) : (
        <Amount revamped={revamped} data-live>
          {money(amount)}
        </Amount>
      )}
      <Detail data-live>
        {dropTime
          ? t('jackpot.dropsAt', { time: dropTime })
          : value?.mustWinBy !== undefined
            ? t('jackpot.mustWinBy', { amount: money(value.mustWinBy) })
            : ''}
      </Detail>
    </Ticker>
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
  const { byKind, currencyIsoCode } = useJackpotValues(kinds.length > 0);
  if (kinds.length === 0) return null;
  return (
    <Section aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : t('jackpot.label')}>
      {title && <Heading id={headingId}>{title}</Heading>}
      {/* Focusable: on phones the tickers scroll sideways, and keyboard users must reach them too. */}
      <Tickers revamped={revamped} tabIndex={0}>
        {kinds.map((kind) => (
          <TickerCard
            key={`${kind}-${currencyIsoCode}`}
            kind={kind}
            value={byKind.get(kind)}
            currencyIsoCode={currencyIsoCode}
            revamped={revamped}
          />
        ))}
      </Tickers>
    </Section>
  );
}
