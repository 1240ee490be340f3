import { useAnalytics } from '../../engine/analytics/index.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { accountMessages, protectionMessages, sessionMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvents } from '../../engine/player/index.ts';
import { usePlayerSession, type PlayerHistoryTab } from '../../engine/player/session/index.ts';
import { classNames, useRuleInForce, useText } from '../../engine/page/index.ts';
import { afterNextPaint } from '../../engine/main-thread/index.ts';
import { Button } from '../ui/index.ts';
import * as styles from './AccountMenu.css.ts';

const HISTORY_ITEMS: {
  key: 'menu.transactionHistory' | 'menu.marketingPreference' | 'menu.gameHistory';
  tab: PlayerHistoryTab;
}[] = [
  { key: 'menu.transactionHistory', tab: 'TRANSACTION_HISTORY' },
  { key: 'menu.marketingPreference', tab: 'MARKETING_PREFERENCE' },
  { key: 'menu.gameHistory', tab: 'GAME_HISTORY' },
];

/** The account dropdown of SPEC §2: a menu button with safer gambling (where the market has it), history links, support and logout. */
export function AccountMenu() {
  const analytics = useAnalytics();
  const t = useText(sessionMessages);
  const protectionText = useText(protectionMessages);
  const menuText = useText(accountMessages);
  const saferGamblingTools = useRuleInForce('saferGamblingTools') !== undefined;
  const events = useAppEvents();
  const { state, session } = usePlayerSession();
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
  const choose = (action: () => void) => () => {
    close(false);
    action();
  };
  const onMenuKey = (event: KeyboardEvent) => {
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
  };

  return (
    <div className={styles.wrapper}>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="small"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <svg
          className={styles.accountIcon}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        </svg>
        <span className={styles.name}>{state.account?.core.username ?? t('header.account')}</span>
        <span className={styles.caret} aria-hidden="true">
          ▾
        </span>
      </Button>
      {open && (
        <ul className={styles.menu} ref={menu} id={menuId} role="menu" aria-label={t('header.account')} onKeyDown={onMenuKey}>
          {saferGamblingTools && (
            <li role="none">
              <button
                className={styles.item}
                role="menuitem"
                type="button"
                onClick={choose(() => events.emit('modal:open', { name: 'saferGambling' }))}
              >
                {protectionText('link.open')}
              </button>
            </li>
          )}
          {HISTORY_ITEMS.map(({ key, tab }) => (
            <li role="none" key={tab}>
              <button
                className={styles.item}
                role="menuitem"
                type="button"
                onClick={choose(() => events.emit('modal:open', { name: 'playerHistory', detail: { tab } }))}
              >
                {menuText(key)}
              </button>
            </li>
          ))}
          <li role="none">
            <button
              className={styles.item}
              role="menuitem"
              type="button"
              onClick={choose(() => events.emit('modal:open', { name: 'support' }))}
            >
              {menuText('menu.support')}
            </button>
          </li>
          <li role="none">
            <button
              role="menuitem"
              type="button"
              className={classNames(styles.item, styles.separatedItem)}
              onClick={choose(() => {
                analytics.track({ kind: 'logout_success', data: { eventName: 'logout_success', eventArea: 'account menu' } });
                void session?.logout();
              })}
            >
              {menuText('menu.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
