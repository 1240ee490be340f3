import { styled } from '../../engine/page/index.ts';

/**
 * Every style of the safer-gambling screens, in a few definitions: one section, one form row, one
 * note and one list of figures, each with the variants it needs.
 */
export const Section = styled('section', {
  display: 'grid',
  gap: '$3',
  paddingBlock: '$4',
  borderTop: '1px solid $border',
  '&:first-of-type': { borderTop: 'none', paddingTop: 0 },
  '& h3': { margin: 0, fontSize: '$5' },
  '& p': { margin: 0 },
  '& fieldset': { border: '1px solid $border', borderRadius: '$2', margin: 0, padding: '$3 $4', minWidth: 0 },
  '& legend': { fontWeight: '$bold', paddingInline: '$1' },
  '& a': { color: '$accent' },
});

/** A label, its control and its button on one line where there is room, stacked on a phone. */
export const Row = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '$2 $3',
  '& > label, & > div': { flex: '1 1 12rem', display: 'grid', gap: '$1' },
  '& label': { fontSize: '$2', fontWeight: '$bold' },
  '& input[type="text"], & select': {
    minHeight: 44,
    padding: '$2 $3',
    borderRadius: '$2',
    border: '1px solid $border',
    backgroundColor: '$background',
    color: '$text',
    fontSize: '$3',
  },
  '& input:focus-visible, & select:focus-visible': { outline: '3px solid $focus', outlineOffset: 1 },
  variants: {
    choices: {
      true: {
        '& > label': {
          flex: '0 1 auto',
          display: 'flex',
          alignItems: 'center',
          gap: '$2',
          minHeight: 44,
          fontWeight: '$regular',
        },
        '& input': { width: 20, height: 20 },
      },
    },
  },
});

/** A line of explanation, a warning, or the answer to what the player just did. */
export const Note = styled('p', {
  fontSize: '$2',
  color: '$textMuted',
  variants: {
    tone: {
      warning: { color: '$text', borderLeft: '4px solid $danger', paddingLeft: '$3' },
      error: { color: '$text', borderLeft: '4px solid $danger', paddingLeft: '$3' },
      done: { color: '$text', borderLeft: '4px solid $success', paddingLeft: '$3' },
    },
  },
});

/** Figures as a two-column list: the activity statement, a limit's use. */
export const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$bold', textAlign: 'right' },
});
