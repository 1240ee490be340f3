import { styled } from '../../engine/page/index.ts';

/** Form pieces of the login modal. */
export const Field = styled('div', { display: 'grid', gap: '$2' });

export const Label = styled('label', { fontWeight: '$bold', fontSize: '$2' });

export const Input = styled('input', {
  width: '100%',
  minHeight: 44,
  padding: '$2 $3',
  borderRadius: '$2',
  border: '1px solid $border',
  backgroundColor: '$background',
  color: '$text',
  fontSize: '$3',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: 1 },
  '&:disabled': { opacity: 0.6 },
});

export const Alert = styled('div', {
  borderRadius: '$2',
  border: '1px solid $danger',
  backgroundColor: '$background',
  color: '$text',
  padding: '$3 $4',
  '& p': { margin: 0 },
  '& p + p': { marginTop: '$1', color: '$textMuted', fontSize: '$2' },
});
