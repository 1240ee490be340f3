import { style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

export const steps = style({ display: 'grid', gap: vars.space[3], paddingInlineStart: vars.space[5] });

export const bar = style({ width: '100%', height: 10, accentColor: vars.colors.primary });

export const row = style({ display: 'flex', gap: vars.space[3], flexWrap: 'wrap', marginTop: vars.space[4] });

export const terms = style({
  marginTop: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radii[2],
  backgroundColor: vars.colors.surface,
  fontSize: vars.fontSizes[2],
});
