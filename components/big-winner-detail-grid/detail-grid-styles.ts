import { styled } from '../../engine/page/index.ts';

const ROW_HEIGHT = 68;

export const Section = styled('section', { width: '100%', maxWidth: '$content', margin: '0 auto', padding: '$5 $4' });
export const Heading = styled('h2', { fontFamily: '$display', fontSize: '$6', margin: '0 0 $4', '@mobile': { fontSize: '$5' } });
export const Tabs = styled('div', { display: 'flex', gap: '$2', marginBottom: '$4', overflowX: 'auto' });

export const Tab = styled('button', {
  flex: '0 0 auto',
  minHeight: 44,
  padding: '0 $4',
  border: '2px solid $border',
  borderRadius: '$round',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: '$body',
  fontWeight: '$bold',
  cursor: 'pointer',
  '&[aria-selected="true"]': { backgroundColor: '$primary', borderColor: '$primary', color: '$onPrimary' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: 2 },
});

export const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$2',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
});

export const Row = styled('li', {
  height: ROW_HEIGHT,
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '$3',
  padding: '0 $3',
  borderRadius: '$2',
  backgroundColor: '$surface',
  '& img': { borderRadius: '$1', objectFit: 'cover' },
});

export const Cell = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '& > *': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  variants: { align: { end: { alignItems: 'flex-end', textAlign: 'right' } } },
});

export const Amount = styled('strong', { color: '$accent', fontVariantNumeric: 'tabular-nums' });
export const Muted = styled('span', { color: '$textMuted', fontSize: '$1' });
export const RowPlaceholder = styled('div', { height: ROW_HEIGHT, borderRadius: '$2', backgroundColor: '$surface' });
