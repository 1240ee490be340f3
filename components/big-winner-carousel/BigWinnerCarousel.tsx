import { useId, useState } from 'react';
import { formatMoney, lobbyMessages } from '../../engine/i18n/index.ts';
import {
  groupSlides,
  REELS_SLIDES_PER_GROUP,
  useBigWins,
  useMediaQuery,
  usePlayerCurrency,
  type BigWin,
} from '../../engine/player/lobby/index.ts';
import { responsiveImage, THUMBNAIL_IMAGE, useMarket, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import * as S from './carousel-styles.ts';

/** The carousel shows at most this many wins, in groups of 5 (desktop) or 2 (mobile). */
const CAROUSEL_WINS = 20;

function WinSlide({ win, currency }: { win: BigWin; currency: string }) {
  const t = useText(lobbyMessages);
  const { locale } = useMarket();
  const amount = formatMoney(win.amount, currency, locale);
  return (
    <S.Slide>
      <S.SlideImage
        {...responsiveImage(win.game.ImageUrl, THUMBNAIL_IMAGE)}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
      />
      <S.SlideText>
        <S.WinAmount>{t('bigWins.won', { player: win.player, amount })}</S.WinAmount>
        <p>{win.game.Name}</p>
        <S.Muted>
          {t('bigWins.multiplier', { value: win.multiplier })} ·{' '}
          {win.minutesAgo === 0 ? t('bigWins.justNow') : t('bigWins.minutesAgo', { count: win.minutesAgo })}
        </S.Muted>
      </S.SlideText>
    </S.Slide>
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
  const market = useMarket();
  const currency = usePlayerCurrency();
  const mobile = useMediaQuery('(max-width: 720px)', market.device === 'mobile');
  const perGroup = mobile ? REELS_SLIDES_PER_GROUP.mobile : REELS_SLIDES_PER_GROUP.desktop;
  const wins = useBigWins(sortMode, CAROUSEL_WINS);
  const groups = wins ? groupSlides(wins, perGroup) : [];
  const [requested, setGroup] = useState(0);
  const group = Math.min(requested, Math.max(0, groups.length - 1));

  return (
    <S.Section aria-labelledby={headingId} aria-roledescription={t('bigWins.carousel')}>
      <S.Header>
        <S.Heading id={headingId}>{title ?? t('bigWins.title')}</S.Heading>
        {groups.length > 1 && (
          <S.Controls>
            <S.ArrowButton
              type="button"
              aria-label={t('bigWins.previous')}
              disabled={group === 0}
              onClick={() => setGroup(group - 1)}
            >
              ‹
            </S.ArrowButton>
            <span aria-live="polite">{t('bigWins.position', { current: group + 1, total: groups.length })}</span>
            <S.ArrowButton
              type="button"
              aria-label={t('bigWins.next')}
              disabled={group === groups.length - 1}
              onClick={() => setGroup(group + 1)}
            >
              ›
            </S.ArrowButton>
          </S.Controls>
        )}
      </S.Header>
      {wins ? (
        <S.Group
          perGroup={perGroup}
          data-live
          aria-roledescription={t('bigWins.slideGroup')}
          aria-label={t('bigWins.position', { current: group + 1, total: groups.length })}
        >
          {(groups[group] ?? []).map((win) => (
            <WinSlide key={win.id} win={win} currency={currency} />
          ))}
        </S.Group>
      ) : (
        // Not a list while loading: a status whose placeholders are plain boxes.
        <S.Group as="div" perGroup={perGroup} role="status" aria-label={t('bigWins.loading')} aria-busy="true">
          {Array.from({ length: perGroup }, (_, index) => (
            <S.SlidePlaceholder key={index} />
          ))}
        </S.Group>
      )}
    </S.Section>
  );
}
