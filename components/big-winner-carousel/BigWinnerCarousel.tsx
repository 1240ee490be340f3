import { useId, useState } from 'react';
import { formatMoney } from '../../engine/i18n/index.ts';
import { lobbyMessages } from '../../engine/i18n/messages/index.ts';
import {
  groupSlides,
  REELS_SLIDES_PER_GROUP,
  useBigWins,
  useSmallScreen,
  usePlayerCurrency,
  type BigWin,
} from '../../engine/player/lobby/index.ts';
import { responsiveImage, THUMBNAIL_IMAGE, useMarket, useText } from '../../engine/page/index.ts';
import { media } from '../../engine/page/theme/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import * as styles from './BigWinnerCarousel.css.ts';

/** The carousel shows at most this many wins, in groups of 5 (desktop) or 2 (mobile). */
const CAROUSEL_WINS = 20;

function WinSlide({ win, currency }: { win: BigWin; currency: string }) {
  const t = useText(lobbyMessages);
  const { locale } = useMarket();
  const amount = formatMoney(win.amount, currency, locale);
  return (
    <li className={styles.slide}>
      <img
        className={styles.slideImage}
        {...responsiveImage(win.game.ImageUrl, THUMBNAIL_IMAGE)}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.slideText}>
        <p className={styles.winAmount}>{t('bigWins.won', { player: win.player, amount })}</p>
        <p>{win.game.Name}</p>
        <p className={styles.muted}>
          {t('bigWins.multiplier', { value: win.multiplier })} ·{' '}
          {win.minutesAgo === 0 ? t('bigWins.justNow') : t('bigWins.minutesAgo', { count: win.minutesAgo })}
        </p>
      </div>
    </li>
  );
}

/**
 * bigWinnerCarousel: recent big wins (derived from the catalogue, see engine/player/lobby/big-wins.ts),
 * 5 slides per group on desktop and 2 on mobile (SPEC §9 reels), moved with previous/next buttons.
 */
export default function BigWinnerCarousel({ props }: ComponentRenderProps<'bigWinnerCarousel'>) {
  const { title, sortMode = 'current' } = props;
  const t = useText(lobbyMessages);
  const headingId = useId();
  const currency = usePlayerCurrency();
  const mobile = useSmallScreen(media.mobile);
  const perGroup = mobile ? REELS_SLIDES_PER_GROUP.mobile : REELS_SLIDES_PER_GROUP.desktop;
  const wins = useBigWins(sortMode, CAROUSEL_WINS);
  const groups = wins ? groupSlides(wins, perGroup) : [];
  const [requested, setGroup] = useState(0);
  const group = Math.min(requested, Math.max(0, groups.length - 1));

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-roledescription={t('bigWins.carousel')}>
      <div className={styles.header}>
        <h2 className={styles.heading} id={headingId}>
          {title ?? t('bigWins.title')}
        </h2>
        {groups.length > 1 && (
          <div className={styles.controls}>
            <button
              className={styles.arrowButton}
              type="button"
              aria-label={t('bigWins.previous')}
              disabled={group === 0}
              onClick={() => setGroup(group - 1)}
            >
              ‹
            </button>
            <span aria-live="polite">{t('bigWins.position', { current: group + 1, total: groups.length })}</span>
            <button
              className={styles.arrowButton}
              type="button"
              aria-label={t('bigWins.next')}
              disabled={group === groups.length - 1}
              onClick={() => setGroup(group + 1)}
            >
              ›
            </button>
          </div>
        )}
      </div>
      {wins ? (
        <ul
          className={styles.group({ perGroup })}
          data-live
          aria-roledescription={t('bigWins.slideGroup')}
          aria-label={t('bigWins.position', { current: group + 1, total: groups.length })}
        >
          {(groups[group] ?? []).map((win) => (
            <WinSlide key={win.id} win={win} currency={currency} />
          ))}
        </ul>
      ) : (
        // Not a list while loading: a status whose placeholders are plain boxes.
        <div className={styles.group({ perGroup })} role="status" aria-label={t('bigWins.loading')} aria-busy="true">
          {Array.from({ length: perGroup }, (_, index) => (
            <div key={index} className={styles.slidePlaceholder} />
          ))}
        </div>
      )}
    </section>
  );
}
