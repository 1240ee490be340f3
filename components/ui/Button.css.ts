import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, onHover, vars } from '../../engine/page/theme/index.ts';

/** The site's button: primary (the brand's action colour), secondary, ghost or link-like. */
export const button = recipe({
  base: {
    appearance: 'none',
    border: '2px solid transparent',
    borderRadius: vars.radii[2],
    cursor: 'pointer',
    fontFamily: vars.fonts.body,
    fontWeight: vars.fontWeights.bold,
    fontSize: vars.fontSizes[3],
    lineHeight: 1.2,
    padding: `${vars.space[3]} ${vars.space[5]}`,
    minHeight: 44,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    textDecoration: 'none',
    transition: 'filter 120ms ease, background-color 120ms ease',
    selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
    '@media': onHover({ filter: 'brightness(1.08)' }, '&:hover:not(:disabled)'),
  },
  variants: {
    variant: {
      primary: { backgroundColor: vars.colors.primary, color: vars.colors.onPrimary },
      secondary: { backgroundColor: 'transparent', color: vars.colors.text, borderColor: vars.colors.primary },
      ghost: { backgroundColor: 'transparent', color: vars.colors.text, borderColor: vars.colors.border },
      link: {
        backgroundColor: 'transparent',
        color: vars.colors.accent,
        padding: 0,
        // WCAG 2.2's smallest target (2.5.8): a link-like button stands apart from any sentence.
        minHeight: 24,
        textDecoration: 'underline',
        fontWeight: vars.fontWeights.regular,
      },
    },
    size: {
      // 44 px on a phone, where fingers tap it.
      small: {
        fontSize: vars.fontSizes[2],
        padding: `${vars.space[2]} ${vars.space[3]}`,
        minHeight: 36,
        '@media': { [media.mobile]: { minHeight: 44 } },
      },
      normal: {},
      large: { fontSize: vars.fontSizes[4], padding: `${vars.space[4]} ${vars.space[6]}` },
    },
    wide: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'normal' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
