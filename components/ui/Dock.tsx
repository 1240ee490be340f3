import type { ReactNode } from 'react';
import { DockBar, DockItems, DockSpace } from './dock.ts';

/** The launchers' bar at the screen's foot, with the room it takes at the end of the page. Nothing without launchers. */
export function Dock({ children }: { children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <>
      <DockSpace />
      <DockBar data-dock="">
        <DockItems>{children}</DockItems>
      </DockBar>
    </>
  );
}
