import { accountMessages, sessionMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvents } from '../../engine/player/index.ts';
import type { AutoLogoutReason } from '../../engine/player/session/index.ts';
import { useText } from '../../engine/page/index.ts';
import { Button, Dialog } from '../ui/index.ts';
import { actions } from './PlayerInactivityReminder.css.ts';

/** Why the player was logged out without asking (inactivity here, or a session the platform ended), with a way back in. */
export function LoggedOutNotice({ reason, onClose }: { reason: AutoLogoutReason; onClose: () => void }) {
  const t = useText(accountMessages);
  const common = useText(sessionMessages);
  const events = useAppEvents();
  return (
    <Dialog
      open
      title={t(reason === 'sessionEnded' ? 'sessionEnded.title' : 'inactivity.loggedOutTitle')}
      closeLabel={common('common.close')}
      onClose={onClose}
      size="small"
    >
      <p>{t(reason === 'sessionEnded' ? 'sessionEnded.message' : 'inactivity.loggedOut')}</p>
      <div className={actions}>
        <Button
          type="button"
          onClick={() => {
            onClose();
            events.emit('modal:open', { name: 'login' });
          }}
        >
          {t('inactivity.login')}
        </Button>
      </div>
    </Dialog>
  );
}
