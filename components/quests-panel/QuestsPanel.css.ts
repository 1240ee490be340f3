import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../engine/page/theme/index.ts';

const glow = keyframes({
  '0%, 100%': { opacity: 0 },
  '50%': { opacity: 1 },
});

/**
 * The quests launcher in the dock, glowing while new quests wait to be seen. The glow is a shadow
 * drawn once on a layer of its own whose opacity pulses: the compositor animates it, so the page is
 * not restyled and repainted every frame while the player taps (a pulsing box-shadow was).
 */
export const questsGlow = style({
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    boxShadow: `0 0 18px 6px ${vars.colors.accent}`,
    pointerEvents: 'none',
    opacity: 0,
    animation: `${glow} 1.5s ease-in-out infinite`,
  },
});

/** The count of unseen quests, a badge on the button's corner. */
export const counter = style({
  position: 'absolute',
  top: -6,
  right: -6,
  minWidth: 22,
  height: 22,
  padding: `0 ${vars.space[1]}`,
  borderRadius: vars.radii.round,
  backgroundColor: vars.colors.primary,
  color: vars.colors.onPrimary,
  fontSize: vars.fontSizes[1],
  fontWeight: vars.fontWeights.bold,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // On a phone the launcher is a tab of the dock: the counter sits on the icon's corner.
  '@media': { [media.mobile]: { top: 2, right: 'auto', left: 'calc(50% + 4px)' } },
});
