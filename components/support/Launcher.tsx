import type { ComponentProps, ReactNode } from 'react';
import { DockButton } from '../ui/index.ts';

export type LauncherProps = Omit<ComponentProps<typeof DockButton>, 'children'> & { label: string; icon: ReactNode };

/** A launcher in the dock at the screen's foot: its icon and its label. */
export function Launcher({ label, icon, ...rest }: LauncherProps) {
  return (
    <DockButton type="button" {...rest}>
      {icon}
      <span>{label}</span>
    </DockButton>
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
