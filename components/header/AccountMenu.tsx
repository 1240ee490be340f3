import { useAnalytics } from '../../engine/analytics/index.ts';
import type { ReactNode } from 'react';
import { accountMessages, protectionMessages, sessionMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvents } from '../../engine/player/index.ts';
import { usePlayerSession, type PlayerHistoryTab } from '../../engine/player/session/index.ts';
import { classNames, useRuleInForce, useText } from '../../engine/page/index.ts';
import { Button } from '../ui/index.ts';
import * as styles from './AccountMenu.css.ts';
import { useMenuButton } from './use-menu-button.ts';

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
  const { open, menuId, button, menu, choose, toggle, onButtonKey, onMenuKey } = useMenuButton();

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
        onClick={toggle}
        onKeyDown={onButtonKey}
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
            <MenuItem onClick={choose(() => events.emit('modal:open', { name: 'saferGambling' }))}>
              {protectionText('link.open')}
            </MenuItem>
          )}
          {HISTORY_ITEMS.map(({ key, tab }) => (
            <MenuItem key={tab} onClick={choose(() => events.emit('modal:open', { name: 'playerHistory', detail: { tab } }))}>
              {menuText(key)}
            </MenuItem>
          ))}
          <MenuItem onClick={choose(() => events.emit('modal:open', { name: 'support' }))}>{menuText('menu.support')}</MenuItem>
          <MenuItem
            separated
            onClick={choose(() => {
              analytics.track({ kind: 'logout_success', data: { eventName: 'logout_success', eventArea: 'account menu' } });
              void session?.logout();
            })}
          >
            {menuText('menu.logout')}
          </MenuItem>
        </ul>
      )}
    </div>
  );
}

function MenuItem({ onClick, separated = false, children }: { onClick: () => void; separated?: boolean; children: ReactNode }) {
  return (
    <li role="none">
      <button
        className={classNames(styles.item, separated && styles.separatedItem)}
        role="menuitem"
        type="button"
        onClick={onClick}
      >
        {children}
      </button>
    </li>
  );
}
