import type { ComponentProps, ReactNode } from 'react';
import { styled } from '../../engine/page/index.ts';
import { Button, FLOATING_BUTTON_SIZE, floatingPlace, type FloatingPlace } from '../ui/index.ts';

/** A round button in the floating rail: the icon shows, the label names it (and shows on hover). */
const Round = styled(Button, {
  zIndex: '$overlay',
  width: FLOATING_BUTTON_SIZE,
  height: FLOATING_BUTTON_SIZE,
  minHeight: FLOATING_BUTTON_SIZE,
  padding: 0,
  borderRadius: '$round',
  boxShadow: '$raised',
  '& svg': { width: 24, height: 24 },
  variants: {
    place: { first: floatingPlace('first'), second: floatingPlace('second'), third: floatingPlace('third') },
  },
});

export type LauncherProps = Omit<ComponentProps<typeof Round>, 'children' | 'place'> & {
  place: FloatingPlace;
  label: string;
  icon: ReactNode;
};

/** A launcher fixed in the floating rail at the bottom right of the screen, named by its label. */
export function Launcher({ place, label, icon, ...rest }: LauncherProps) {
  return (
    <Round type="button" place={place} title={label} {...rest}>
      {icon}
      <span className="visually-hidden">{label}</span>
    </Round>
  );
}

const svg = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, 'aria-hidden': true } as const;

export const HelpIcon = () => (
  <svg {...svg} strokeLinecap="round" strokeLinejoin="round">
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9.3 9.2a2.8 2.8 0 0 1 5.4 1c0 1.9-2.7 2.4-2.7 4" />
    <circle cx="12" cy="17.6" r="0.6" fill="currentColor" />
  </svg>
);

export const ChatIcon = () => (
  <svg {...svg} strokeLinejoin="round">
    <path d="M4 5.5h16v10H10l-4.5 3.5V15.5H4z" />
  </svg>
);
