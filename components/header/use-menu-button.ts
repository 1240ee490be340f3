import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { afterNextPaint } from '../../engine/main-thread/index.ts';

/**
 * A menu button's behaviour, as the WAI-ARIA menu button pattern has it: the button opens and closes
 * the menu (ArrowDown opens it too), the first item takes focus once the menu is on screen, arrows,
 * Home and End move between items, Escape closes back to the button, Tab and a press outside close.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    // The first item takes focus once the menu is on screen (focusing forces a layout before the paint).
    afterNextPaint(() => {
      if (menu.current && !menu.current.contains(document.activeElement)) items()[0]?.focus();
    });
    const onPointer = (event: MouseEvent) => {
      if (!button.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  return {
    open,
    menuId,
    button,
    menu,
    /** An item's action: the menu closes first. */
    choose: (action: () => void) => () => {
      close(false);
      action();
    },
    toggle: () => setOpen((was) => !was),
    onButtonKey: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' && !open) {
        event.preventDefault();
        setOpen(true);
      }
    },
    onMenuKey: (event: KeyboardEvent) => {
      const all = items();
      const index = all.indexOf(document.activeElement as HTMLButtonElement);
      const move = (to: number) => {
        event.preventDefault();
        all[(to + all.length) % all.length]?.focus();
      };
      if (event.key === 'ArrowDown') move(index + 1);
      else if (event.key === 'ArrowUp') move(index - 1);
      else if (event.key === 'Home') move(0);
      else if (event.key === 'End') move(all.length - 1);
      else if (event.key === 'Escape') close();
      else if (event.key === 'Tab') close(false);
    },
  };
}
