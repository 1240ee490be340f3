import { styled } from '../../engine/page/index.ts';

/** Slides have a fixed height, so the skeleton and the wins take the same room. */
export const SLIDE_HEIGHT = 236;

export const Section = styled('section', { width: '100%', maxWidth: '$content', margin: '0 auto', padding: '$5 $4' });
export const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  marginBottom: '$4',
});
export const Heading = styled('h2', { fontFamily: '$display', fontSize: '$6', margin: 0, '@mobile': { fontSize: '$5' } });
export const Controls = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', color: '$textMuted' });

export const ArrowButton = styled('button', {
  width: 44,
  height: 44,
  display: 'grid',
  placeItems: 'center',
  border: '2px solid $border',
  borderRadius: '$round',
  backgroundColor: '$surface',
  color: '$text',
  cursor: 'pointer',
  fontSize: '$4',
  '&:disabled': { opacity: 0.45, cursor: 'default' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: 2 },
});

export const Group = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$4',
  variants: {
    perGroup: {
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      5: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
    },
  },
});

export const Slide = styled('li', {
  height: SLIDE_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  borderRadius: '$2',
  overflow: 'hidden',
  backgroundColor: '$surface',
  border: '1px solid $border',
});

export const SlideImage = styled('img', { display: 'block', width: '100%', height: 140, flex: '0 0 auto', objectFit: 'cover' });

export const SlideText = styled('div', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: 2,
  padding: '$2 $3',
  minWidth: 0,
  '& > *': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', margin: 0 },
});

export const WinAmount = styled('p', { fontWeight: '$bold', color: '$accent', fontVariantNumeric: 'tabular-nums' });
export const Muted = styled('p', { color: '$textMuted', fontSize: '$1' });

export const SlidePlaceholder = styled('div', { height: SLIDE_HEIGHT, borderRadius: '$2', backgroundColor: '$surface' });
