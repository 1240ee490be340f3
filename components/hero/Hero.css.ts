import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';
import { HERO_IMAGE_HEIGHT, HERO_IMAGE_WIDTH } from './hero-art.ts';

export const banner = style({
  position: 'relative',
  display: 'grid',
  minHeight: 400,
  overflow: 'hidden',
  backgroundColor: vars.colors.surface,
  '@media': { [media.mobile]: { minHeight: 0 } },
});

export const art = style({
  gridArea: '1 / 1',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  '@media': { [media.mobile]: { height: 'auto', aspectRatio: `${HERO_IMAGE_WIDTH} / ${HERO_IMAGE_HEIGHT}` } },
});

/** The text sits on the page colour fading into the art, so it reads on any image. */
export const copy = style({
  gridArea: '1 / 1',
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space[4],
  padding: `${vars.space[7]} ${vars.space[6]}`,
  maxWidth: vars.sizes.content,
  width: '100%',
  margin: '0 auto',
  backgroundImage: `linear-gradient(90deg, ${vars.colors.background} 0%, ${vars.colors.background} 40%, transparent 80%)`,
  '@media': {
    [media.mobile]: {
      gridArea: '2 / 1',
      padding: `${vars.space[5]} ${vars.space[4]}`,
      backgroundImage: 'none',
      backgroundColor: vars.colors.background,
    },
  },
});
globalStyle(`${copy} > *`, { maxWidth: 560 });

export const heading = style({
  fontSize: vars.fontSizes[8],
  color: vars.colors.text,
  '@media': { [media.mobile]: { fontSize: vars.fontSizes[7] } },
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSizes[4], color: vars.colors.text });
export const smallPrint = style({ margin: 0, fontSize: vars.fontSizes[1], color: vars.colors.textMuted });
