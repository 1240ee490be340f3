import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../engine/page/theme/index.ts';

/**
 * Every style of the safer-gambling screens, in a few definitions: one section, one form row, one
 * note and one list of figures, each with the variants it needs.
 */
export const section = style({
  display: 'grid',
  gap: vars.space[3],
  paddingBlock: vars.space[4],
  borderTop: `1px solid ${vars.colors.border}`,
  selectors: { '&:first-of-type': { borderTop: 'none', paddingTop: 0 } },
});
globalStyle(`${section} h3`, { margin: 0, fontSize: vars.fontSizes[5] });
globalStyle(`${section} p`, { margin: 0 });
globalStyle(`${section} fieldset`, {
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii[2],
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  minWidth: 0,
});
globalStyle(`${section} legend`, { fontWeight: vars.fontWeights.bold, paddingInline: vars.space[1] });
globalStyle(`${section} a`, { color: vars.colors.accent });

/** The prompt to set limits, standing apart from the cashier below it. */
export const cashierPrompt = style({ marginBottom: vars.space[3] });

/** A label, its control and its button on one line where there is room, stacked on a phone. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: `${vars.space[2]} ${vars.space[3]}`,
});
globalStyle(`${row} > label, ${row} > div`, { flex: '1 1 12rem', display: 'grid', gap: vars.space[1] });
globalStyle(`${row} label`, { fontSize: vars.fontSizes[2], fontWeight: vars.fontWeights.bold });
globalStyle(`${row} input[type="text"], ${row} select`, {
  minHeight: 44,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radii[2],
  border: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  fontSize: vars.fontSizes[3],
});
globalStyle(`${row} input:focus-visible, ${row} select:focus-visible`, {
  outline: `3px solid ${vars.colors.focus}`,
  outlineOffset: 1,
});

/** A row of choices (radio buttons, a checkbox): each label beside its control. Defined after `row`, so it wins. */
export const choices = style({});
globalStyle(`${choices} > label`, {
  flex: '0 1 auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44,
  fontWeight: vars.fontWeights.regular,
});
globalStyle(`${choices} input`, { width: 20, height: 20 });

/** The link to the limits above the cashier, at the row's end. */
export const limitsLink = style({ justifyContent: 'flex-end', marginBottom: vars.space[2] });

/** The break's submit button, apart from the choices above it. */
export const breakSubmit = style({ marginTop: vars.space[3] });

/** A line of explanation, a warning, or the answer to what the player just did. */
export const note = recipe({
  base: { fontSize: vars.fontSizes[2], color: vars.colors.textMuted },
  variants: {
    tone: {
      warning: { color: vars.colors.text, borderLeft: `4px solid ${vars.colors.danger}`, paddingLeft: vars.space[3] },
      error: { color: vars.colors.text, borderLeft: `4px solid ${vars.colors.danger}`, paddingLeft: vars.space[3] },
      done: { color: vars.colors.text, borderLeft: `4px solid ${vars.colors.success}`, paddingLeft: vars.space[3] },
    },
  },
});

/** Figures as a two-column list: the activity statement, a limit's use. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
});
globalStyle(`${figures} dt`, { color: vars.colors.textMuted });
globalStyle(`${figures} dd`, { margin: 0, fontWeight: vars.fontWeights.bold, textAlign: 'right' });
