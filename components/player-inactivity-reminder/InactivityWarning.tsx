import { useEffect, useState } from 'react';
import { accountMessages } from '../../engine/i18n/messages/index.ts';
import { usePlayerSession } from '../../engine/player/session/index.ts';
import { useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, Dialog } from '../ui/index.ts';
import { actions } from './PlayerInactivityReminder.css.ts';

/** How long the warning stays before the player is logged out. */
export const INACTIVITY_GRACE_SECONDS = 60;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * For a logged-in player: after inactivityMinutes without a touch, key or scroll, a warning counts
 * down INACTIVITY_GRACE_SECONDS, then the player is logged out and the logout remembered as automatic.
 */
export function InactivityWarning({ props }: Pick<ComponentRenderProps<'playerInactivityReminder'>, 'props'>) {
  const t = useText(accountMessages);
  const { session } = usePlayerSession();
  const [secondsLeft, setSecondsLeft] = useState<number | undefined>(undefined);
  const inactivityMs = (props.inactivityMinutes ?? 20) * 60_000;
  const warning = secondsLeft !== undefined;

  // Watch for activity while not yet warned.
  useEffect(() => {
    if (warning) return;
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
  }, [warning, inactivityMs]);

  // Count down; at zero, log out and remember why.
  useEffect(() => {
    if (secondsLeft === undefined || !session) return;
    if (secondsLeft <= 0) {
      setSecondsLeft(undefined);
      void session.logout({ autoLogout: 'inactivity' });
      return;
    }
    const tick = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1000);
    return () => clearTimeout(tick);
  }, [secondsLeft, session]);

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
