import { useEffect, useState } from 'react';
import type { Toast } from '../../engine/player/toasts/index.ts';
import { TOAST_FADE_MS } from '../../engine/player/toasts/index.ts';
import { keyframes, styled } from '../../engine/page/index.ts';

const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const Item = styled('li', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$2',
  boxShadow: '$raised',
  pointerEvents: 'auto',
  variants: {
    type: {
      success: { backgroundColor: '$toastSuccess' },
      info: { backgroundColor: '$toastInfo' },
      error: { backgroundColor: '$toastError' },
      warning: { backgroundColor: '$toastWarning' },
    },
    leaving: { true: { animation: `${fadeOut} ${TOAST_FADE_MS}ms ease forwards` } },
  },
  // With reduced motion the toast goes at once instead of fading.
  '@reducedMotion': { animation: 'none' },
});
const Text = styled('p', { margin: 0, flex: 1, fontWeight: '$bold' });
const Dismiss = styled('button', {
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: '$5',
  lineHeight: 1,
  width: 32,
  height: 32,
  borderRadius: '$round',
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.2)' },
});

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
    <Item type={toast.type} leaving={leaving} data-toast-type={toast.type} style={{ color: textColour }}>
      <Text>
        <span className="visually-hidden">{typeLabel} </span>
        {toast.description}
      </Text>
      <Dismiss type="button" aria-label={dismissLabel} onClick={() => onRemove(toast.id)}>
        ×
      </Dismiss>
    </Item>
  );
}
