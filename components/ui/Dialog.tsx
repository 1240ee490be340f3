import { useEffect, useId, useRef, type ReactNode } from 'react';
import { classNames } from '../../engine/page/index.ts';
import { afterNextPaint } from '../../engine/main-thread/index.ts';
import * as styles from './Dialog.css.ts';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  /** The close button's accessible name, in the visitor's language. */
  closeLabel: string;
  size?: 'small' | 'medium' | 'large' | 'full';
  /** Hide the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  children?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** A modal dialog: labelled, closes on Escape or backdrop, keeps focus inside, returns focus on close. */
export function Dialog({ open, title, onClose, closeLabel, size, hideTitle, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    // Focus moves in once the dialog is on screen: focusing forces style and layout, which would
    // otherwise hold back the paint that answers the tap.
    const dropFocus = afterNextPaint(() => {
      if (!panel.current || panel.current.contains(document.activeElement)) return;
      (panel.current.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current).focus();
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const [head, tail] = [focusable[0], focusable.at(-1)];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail?.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    // The page under the dialog stops scrolling once the dialog is on screen too: the body's
    // overflow changes how the whole page scrolls, and restyling the page held back the tap's frame.
    const overflow = document.body.style.overflow;
    const dropLock = afterNextPaint(() => {
      document.body.style.overflow = 'hidden';
    });
    return () => {
      dropFocus();
      dropLock();
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} className={styles.panel({ size })} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className={classNames(styles.title, hideTitle && 'visually-hidden')}>
          {title}
        </h2>
        <button className={styles.closeButton} type="button" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </div>
  );
}
