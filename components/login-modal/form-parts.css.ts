import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../engine/page/theme/index.ts';

/** Form pieces of the login modal. */
export const field = style({ display: 'grid', gap: vars.space[2] });

export const label = style({ fontWeight: vars.fontWeights.bold, fontSize: vars.fontSizes[2] });

export const input = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radii[2],
  border: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  fontSize: vars.fontSizes[3],
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: 1 },
    '&:disabled': { opacity: 0.6 },
  },
});

/** The password input leaves room for its show/hide toggle: defined after input, so its padding wins. */
export const passwordInput = style({ paddingRight: 48 });

export const alert = style({
  borderRadius: vars.radii[2],
  border: `1px solid ${vars.colors.danger}`,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  padding: `${vars.space[3]} ${vars.space[4]}`,
});
globalStyle(`${alert} p`, { margin: 0 });
globalStyle(`${alert} p + p`, { marginTop: vars.space[1], color: vars.colors.textMuted, fontSize: vars.fontSizes[2] });
