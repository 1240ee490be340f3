import { useEffect, useState } from 'react';
import { sessionMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvents } from '../../engine/player/index.ts';
import { usePlayerSession, type AutoLogoutReason } from '../../engine/player/session/index.ts';
import { useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, Dialog } from '../ui/index.ts';
import { actions } from './PlayerInactivityReminder.css.ts';

/** How long the warning stays before the player is logged out. */
export const INACTIVITY_GRACE_SECONDS = 60;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Warns a logged-in player who has been inactive for inactivityMinutes, then logs them out
 * (isAutoLogout); after such a logout, or one the platform caused (a session it ended), the visitor is told why.
 */
export function PlayerInactivityReminder({ props }: ComponentRenderProps<'playerInactivityReminder'>) {
  const t = useText(sessionMessages);
  const events = useAppEvents();
  const { state, session } = usePlayerSession();
  const [secondsLeft, setSecondsLeft] = useState<number | undefined>(undefined);
  const [loggedOutNotice, setLoggedOutNotice] = useState<AutoLogoutReason | undefined>(undefined);
  const inactivityMs = (props.inactivityMinutes ?? 20) * 60_000;
  const warning = secondsLeft !== undefined;

  // Watch for activity while logged in and not yet warned.
  useEffect(() => {
    if (!state.loggedIn || warning) return;
    let timer = setTimeout(() => setSecondsLeft(INACTIVITY_GRACE_SECONDS), inactivityMs);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSecondsLeft(INACTIVITY_GRACE_SECONDS), inactivityMs);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart);
    };
  }, [state.loggedIn, warning, inactivityMs]);

  // Count down; at zero, log out and remember why.
  useEffect(() => {
    if (secondsLeft === undefined || !session) return;
    if (secondsLeft <= 0) {
      setSecondsLeft(undefined);
      void session.logout().then(() => session.storage.markAutoLogout());
      return;
    }
    const tick = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(tick);
  }, [secondsLeft, session]);

  // Logged out (here or before a reload) without asking: say why, once.
  useEffect(() => {
    if (state.loggedIn || state.logoutInFlight || !session) return;
    const reason = session.storage.takeAutoLogout();
    if (reason) setLoggedOutNotice(reason);
  }, [state.loggedIn, state.logoutInFlight, session]);

  if (state.loggedIn) {
    return (
      <Dialog
        open={warning}
        title={t('inactivity.title')}
        closeLabel={t('inactivity.stay')}
        onClose={() => setSecondsLeft(undefined)}
        size="small"
      >
        {props.message && <p>{props.message}</p>}
        <p role="status">{t('inactivity.countdown', { seconds: secondsLeft ?? 0 })}</p>
        <div className={actions}>
          <Button type="button" onClick={() => setSecondsLeft(undefined)}>
            {t('inactivity.stay')}
          </Button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={loggedOutNotice !== undefined}
      title={t(loggedOutNotice === 'sessionEnded' ? 'sessionEnded.title' : 'inactivity.loggedOutTitle')}
      closeLabel={t('common.close')}
      onClose={() => setLoggedOutNotice(undefined)}
      size="small"
    >
      <p>{t(loggedOutNotice === 'sessionEnded' ? 'sessionEnded.message' : 'inactivity.loggedOut')}</p>
      <div className={actions}>
        <Button
          type="button"
          onClick={() => {
            setLoggedOutNotice(undefined);
            events.emit('modal:open', { name: 'login' });
          }}
        >
          {t('inactivity.login')}
        </Button>
      </div>
    </Dialog>
  );
}
