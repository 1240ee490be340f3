import { useEffect, useState } from 'react';
import type { Toast } from '../../engine/player/toasts/index.ts';
import { TOAST_FADE_MS } from '../../engine/player/toasts/index.ts';
import * as styles from './ToastItem.css.ts';

export interface ToastItemProps {
  toast: Toast;
  typeLabel: string;
  /** Text colour that passes contrast on this brand's colour for the toast type. */
  textColour: string;
  dismissLabel: string;
  onRemove(id: string): void;
}

/** One toast: it stays its duration, fades for 500 ms, then asks to be removed. */
export function ToastItem({ toast, typeLabel, textColour, dismissLabel, onRemove }: ToastItemProps) {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const fadeAt = Math.max(0, toast.durationMs - TOAST_FADE_MS);
    const fade = setTimeout(() => setLeaving(true), fadeAt);
    const remove = setTimeout(() => onRemove(toast.id), toast.durationMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, [toast.id, toast.durationMs, onRemove]);

  return (
    <li className={styles.item({ type: toast.type, leaving })} data-toast-type={toast.type} style={{ color: textColour }}>
      <p className={styles.text}>
        <span className="visually-hidden">{typeLabel} </span>
        {toast.description}
      </p>
      <button className={styles.dismiss} type="button" aria-label={dismissLabel} onClick={() => onRemove(toast.id)}>
        ×
      </button>
    </li>
  );
}
