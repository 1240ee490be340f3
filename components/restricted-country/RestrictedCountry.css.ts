import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const banner = style({
  backgroundColor: vars.colors.surfaceRaised,
  borderBottom: `3px solid ${vars.colors.danger}`,
  color: vars.colors.text,
  padding: `${vars.space[4]} ${vars.space[5]}`,
});

export const inner = style({ maxWidth: vars.sizes.content, margin: '0 auto', display: 'grid', gap: vars.space[2] });

export const title = style({ fontSize: vars.fontSizes[5] });

export const message = style({ margin: 0 });
