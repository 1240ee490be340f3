import { useId, useState, type KeyboardEvent } from 'react';
import { formatMoney, lobbyMessages } from '../../engine/i18n/index.ts';
import { BIG_WIN_SORT_MODES, useBigWins, usePlayerCurrency, type BigWinSortMode } from '../../engine/player/lobby/index.ts';
import { imageUrl, useMarket, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import * as S from './detail-grid-styles.ts';

const SORT_LABELS = {
  current: 'bigWins.sort.current',
  topMultiplier: 'bigWins.sort.topMultiplier',
  topWinners: 'bigWins.sort.topWinners',
} as const;

/**
 * bigWinnerDetailGrid (logged-in only, loaded lazily): the hour's big wins in detail, sorted by
 * the tab the player picks: latest, top multipliers or top winners (SPEC §3 sort modes).
 */
export default function BigWinnerDetailGrid({ props }: ComponentRenderProps<'bigWinnerDetailGrid'>) {
  const { title, maxWins = 10 } = props;
  const t = useText(lobbyMessages);
  const id = useId();
  const { locale } = useMarket();
  const currency = usePlayerCurrency();
  const [mode, setMode] = useState<BigWinSortMode>(props.sortMode ?? 'current');
  const wins = useBigWins(mode, maxWins);
  const money = (amount: number) => formatMoney(amount, currency, locale);

  const onKeyDown = (event: KeyboardEvent, position: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = BIG_WIN_SORT_MODES[(position + step + BIG_WIN_SORT_MODES.length) % BIG_WIN_SORT_MODES.length]!;
    setMode(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <S.Section aria-labelledby={`${id}-heading`}>
      <S.Heading id={`${id}-heading`}>{title ?? t('bigWins.title')}</S.Heading>
      <S.Tabs role="tablist" aria-label={t('bigWins.sortLabel')}>
        {BIG_WIN_SORT_MODES.map((sort, position) => (
          <S.Tab
            key={sort}
            id={`${id}-tab-${sort}`}
            type="button"
            role="tab"
            aria-selected={sort === mode}
            aria-controls={`${id}-panel`}
            tabIndex={sort === mode ? 0 : -1}
            onClick={() => setMode(sort)}
            onKeyDown={(event) => onKeyDown(event, position)}
          >
            {t(SORT_LABELS[sort])}
          </S.Tab>
        ))}
      </S.Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${mode}`} tabIndex={0}>
        {wins ? (
          <S.List>
            {wins.map((win) => (
              <S.Row key={win.id}>
                <img
                  src={win.game.ImageUrl && imageUrl(win.game.ImageUrl, 160)}
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                  decoding="async"
                />
                <S.Cell>
                  <strong>{win.game.Name}</strong>
                  <S.Muted>
                    {win.player} ·{' '}
                    {win.minutesAgo === 0 ? t('bigWins.justNow') : t('bigWins.minutesAgo', { count: win.minutesAgo })}
                  </S.Muted>
                </S.Cell>
                <S.Cell align="end">
                  <S.Amount>{money(win.amount)}</S.Amount>
                  <S.Muted>
                    {t('bigWins.multiplier', { value: win.multiplier })} · {t('bigWins.stake', { amount: money(win.stake) })}
                  </S.Muted>
                </S.Cell>
              </S.Row>
            ))}
          </S.List>
        ) : (
          <S.List as="div" role="status" aria-label={t('bigWins.loading')} aria-busy="true">
            {Array.from({ length: maxWins }, (_, index) => (
              <S.RowPlaceholder key={index} />
            ))}
          </S.List>
        )}
      </div>
    </S.Section>
  );
}
