import { styled } from '../../engine/page/index.ts';

/** The site's button: primary (the brand's action colour), secondary, ghost or link-like. */
export const Button = styled('button', {
  appearance: 'none',
  border: '2px solid transparent',
  borderRadius: '$2',
  cursor: 'pointer',
  fontFamily: '$body',
  fontWeight: '$bold',
  fontSize: '$3',
  lineHeight: 1.2,
  padding: '$3 $5',
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  textDecoration: 'none',
  transition: 'filter 120ms ease, background-color 120ms ease',
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  '&:hover:not(:disabled)': { filter: 'brightness(1.08)' },
  variants: {
    variant: {
      primary: { backgroundColor: '$primary', color: '$onPrimary' },
      secondary: { backgroundColor: 'transparent', color: '$text', borderColor: '$primary' },
      ghost: { backgroundColor: 'transparent', color: '$text', borderColor: '$border' },
      link: {
        backgroundColor: 'transparent',
        color: '$accent',
        padding: 0,
        // WCAG 2.2's smallest target (2.5.8): a link-like button stands apart from any sentence.
        minHeight: 24,
        textDecoration: 'underline',
        fontWeight: '$regular',
      },
    },
    size: {
      // 44 px on a phone, where fingers tap it.
      small: { fontSize: '$2', padding: '$2 $3', minHeight: 36, '@mobile': { minHeight: 44 } },
      normal: {},
      large: { fontSize: '$4', padding: '$4 $6' },
    },
    wide: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'normal' },
});
