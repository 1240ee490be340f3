import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { accountMessages, sessionMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvent, usePlayerSessionView } from '../../engine/player/index.ts';
import { playerPortalUrl, type PlayerHistoryTab } from '../../engine/player/session/index.ts';
import { usePageData, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Dialog } from '../ui/index.ts';
import * as styles from './PlayerHistoryModal.css.ts';

const TABS: PlayerHistoryTab[] = ['TRANSACTION_HISTORY', 'GAME_HISTORY', 'MARKETING_PREFERENCE'];
const isTab = (value: unknown): value is PlayerHistoryTab => TABS.includes(value as PlayerHistoryTab);

/** The player history window of SPEC §2: three tabs, each a player portal page opened with a fresh launch token. */
export default function PlayerHistoryModal({ props }: ComponentRenderProps<'playerHistoryModal'>) {
  const t = useText(accountMessages);
  const common = useText(sessionMessages);
  const { takeLaunchToken } = usePlayerSessionView();
  const portalBase = usePageData().platform.portalUrl;
  const baseId = useId();
  const fallbackTab = props.defaultTab ?? 'TRANSACTION_HISTORY';
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<PlayerHistoryTab>(fallbackTab);
  /** The page's URL; undefined while a token is fetched, null when none could be had. */
  const [src, setSrc] = useState<string | null | undefined>(undefined);

  useAppEvent('modal:open', (event) => {
    if (event.name !== 'playerHistory') return;
    const requested = event.detail?.tab;
    setTab(isTab(requested) ? requested : fallbackTab);
    setOpen(true);
  });
  useAppEvent('modal:close', (event) => event.name === 'playerHistory' && setOpen(false));

  useEffect(() => {
    if (!open) return;
    let current = true;
    setSrc(undefined);
    // Launch tokens are single-use: every tab opened gets its own.
    void takeLaunchToken().then((token) => current && setSrc(token ? playerPortalUrl(tab, token, portalBase) : null));
    return () => {
      current = false;
    };
  }, [open, tab, takeLaunchToken, portalBase]);

  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? tab;
    setTab(next);
    document.getElementById(`${baseId}-${next}`)?.focus();
  };

  return (
    <Dialog
      open={open}
      title={t('history.title')}
      closeLabel={common('common.close')}
      onClose={() => setOpen(false)}
      size="large"
    >
      <div className={styles.tabList} role="tablist" aria-label={t('history.tabs')} onKeyDown={onTabKey}>
        {TABS.map((name) => (
          <button
            className={styles.tab}
            key={name}
            id={`${baseId}-${name}`}
            role="tab"
            type="button"
            aria-selected={name === tab}
            aria-controls={`${baseId}-panel`}
            tabIndex={name === tab ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`history.${name}`)}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${tab}`}>
        {src === undefined && <p>{t('history.loading')}</p>}
        {src === null && <p role="alert">{t('history.unavailable')}</p>}
        {src && <iframe className={styles.frame} key={src} src={src} title={t(`history.${tab}`)} referrerPolicy="no-referrer" />}
      </div>
    </Dialog>
  );
}
