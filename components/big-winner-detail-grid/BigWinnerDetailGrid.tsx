import { useId, useState, type KeyboardEvent } from 'react';
import { formatMoney } from '../../engine/i18n/index.ts';
import { lobbyMessages } from '../../engine/i18n/messages/index.ts';
import { BIG_WIN_SORT_MODES, useBigWins, usePlayerCurrency, type BigWinSortMode } from '../../engine/player/lobby/index.ts';
import { classNames, imageUrl, useMarket, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import * as styles from './BigWinnerDetailGrid.css.ts';

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
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 className={styles.heading} id={`${id}-heading`}>
        {title ?? t('bigWins.title')}
      </h2>
      <div className={styles.tabs} role="tablist" aria-label={t('bigWins.sortLabel')}>
        {BIG_WIN_SORT_MODES.map((sort, position) => (
          <button
            className={styles.tab}
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
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${mode}`} tabIndex={0}>
        {wins ? (
          <ul className={styles.list}>
            {wins.map((win) => (
              <li key={win.id} className={styles.row}>
                <img
                  src={win.game.ImageUrl && imageUrl(win.game.ImageUrl, 160)}
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                  decoding="async"
                />
                <div className={styles.cell}>
                  <strong>{win.game.Name}</strong>
                  <span className={styles.muted}>
                    {win.player} ·{' '}
                    {win.minutesAgo === 0 ? t('bigWins.justNow') : t('bigWins.minutesAgo', { count: win.minutesAgo })}
                  </span>
                </div>
                <div className={classNames(styles.cell, styles.cellEnd)}>
                  <strong className={styles.amount}>{money(win.amount)}</strong>
                  <span className={styles.muted}>
                    {t('bigWins.multiplier', { value: win.multiplier })} · {t('bigWins.stake', { amount: money(win.stake) })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.list} role="status" aria-label={t('bigWins.loading')} aria-busy="true">
            {Array.from({ length: maxWins }, (_, index) => (
              <div key={index} className={styles.rowPlaceholder} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
