import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames, hiddenInGame } from '../../engine/page/index.ts';
import * as styles from './dock.css.ts';

/** The launchers' bar at the screen's foot, with the room it takes at the end of the page. Nothing without launchers. */
export function Dock({ children }: { children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <>
      <div className={styles.dockSpace} />
      <div className={styles.dockBar} data-dock="" {...hiddenInGame}>
        <div className={styles.dockItems}>{children}</div>
      </div>
    </>
  );
}

/** A launcher in the dock: icon and label side by side, stacked as a tab on a phone; 44 px tall at least. */
export function DockButton({ className, ...props }: ComponentPropsWithRef<'button'>) {
  return <button {...props} className={classNames(styles.dockButton, className)} />;
}
