import { useEffect, useId, useRef, type ReactNode } from 'react';
import { styled } from '../../engine/page/index.ts';

const Backdrop = styled('div', {
  position: 'fixed',
  inset: 0,
  backgroundColor: 'rgba(0, 0, 0, 0.7)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$4',
  zIndex: '$modal',
});

const Panel = styled('div', {
  backgroundColor: '$surfaceRaised',
  color: '$text',
  borderRadius: '$3',
  boxShadow: '$raised',
  width: '100%',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  position: 'relative',
  padding: '$6',
  '@mobile': { padding: '$5' },
  variants: {
    size: {
      small: { maxWidth: 420 },
      medium: { maxWidth: 560 },
      large: { maxWidth: 880 },
      full: { maxWidth: 1200, height: 'calc(100vh - 2rem)' },
    },
  },
  defaultVariants: { size: 'medium' },
});

const CloseButton = styled('button', {
  position: 'absolute',
  top: '$3',
  right: '$3',
  width: 44,
  height: 44,
  border: 'none',
  borderRadius: '$round',
  background: 'transparent',
  color: '$text',
  fontSize: '$6',
  lineHeight: 1,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surface' },
});

const Title = styled('h2', { fontSize: '$6', marginBottom: '$4', paddingRight: '$7' });

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
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
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
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} size={size} tabIndex={-1}>
        <Title id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
          {title}
        </Title>
        <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
          ×
        </CloseButton>
        {children}
      </Panel>
    </Backdrop>
  );
}
