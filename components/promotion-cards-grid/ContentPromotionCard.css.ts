import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

/** The parts of a promotion card, the CMS's and the platform's alike. */
export const promotionPicture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '600 / 340',
  objectFit: 'cover',
  backgroundColor: vars.colors.surfaceRaised,
});
export const promotionTitle = style({ fontSize: vars.fontSizes[5] });
export const promotionSummary = style({ margin: 0, flex: 1 });
export const promotionTerms = style({ margin: 0, fontSize: vars.fontSizes[1], color: vars.colors.textMuted });
export const promotionActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'center' });
