import { styled } from '../../engine/page/index.ts';

/** Fixed heights, shared with the skeleton, so the bar does not move when the categories arrive. */
export const TAB_HEIGHT = 48;
export const CHIP_HEIGHT = 36;
/** On a phone every tab, chip and button of the bar is a 44 px target at least. */
const PHONE_TARGET = 44;

/**
 * On a phone the bar sticks under the header while the player scrolls the games: categories and
 * search stay one tap away. The header publishes its height as --header-height.
 */
export const Nav = styled('nav', {
  width: '100%',
  maxWidth: '$content',
  margin: '0 auto',
  padding: '$3 $4 0',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '@mobile': {
    position: 'sticky',
    top: 'var(--header-height, 0px)',
    zIndex: 5,
    padding: '$2 $3',
    gap: '$2',
    backgroundColor: '$background',
    borderBottom: '1px solid $border',
  },
});

export const TopRow = styled('div', { display: 'flex', alignItems: 'center', gap: '$3', minHeight: TAB_HEIGHT });

export const ScrollList = styled('div', {
  display: 'flex',
  gap: '$2',
  overflowX: 'auto',
  flex: 1,
  minWidth: 0,
  scrollbarWidth: 'thin',
  paddingBottom: 2,
});

export const Tab = styled('button', {
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  height: TAB_HEIGHT,
  padding: '0 $4',
  border: '2px solid $border',
  borderRadius: '$round',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$3',
  fontWeight: '$bold',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '& img': { width: 24, height: 24 },
  '&[aria-selected="true"]': { backgroundColor: '$primary', borderColor: '$primary', color: '$onPrimary' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: 2 },
});

export const Chip = styled('button', {
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  height: CHIP_HEIGHT,
  padding: '0 $3',
  border: '1px solid $border',
  borderRadius: '$round',
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$2',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '& img': { width: 18, height: 18 },
  '@mobile': { height: PHONE_TARGET },
  '&[aria-pressed="true"]': { backgroundColor: '$surfaceRaised', borderColor: '$accent', color: '$text' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: 2 },
});

export const ChipRow = styled('div', {
  display: 'flex',
  gap: '$2',
  overflowX: 'auto',
  minHeight: CHIP_HEIGHT + 4,
  '@mobile': { minHeight: PHONE_TARGET },
});

export const SearchToggle = styled('button', {
  flex: '0 0 auto',
  width: TAB_HEIGHT,
  height: TAB_HEIGHT,
  display: 'grid',
  placeItems: 'center',
  border: '2px solid $border',
  borderRadius: '$round',
  backgroundColor: '$surface',
  color: '$text',
  cursor: 'pointer',
  '& svg': { width: 22, height: 22 },
  '&[aria-pressed="true"]': { borderColor: '$accent', color: '$accent' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: 2 },
});

export const Placeholder = styled('span', {
  flex: '0 0 auto',
  borderRadius: '$round',
  backgroundColor: '$surface',
  variants: {
    kind: {
      tab: { width: 132, height: TAB_HEIGHT },
      chip: { width: 96, height: CHIP_HEIGHT, '@mobile': { height: PHONE_TARGET } },
    },
  },
});
