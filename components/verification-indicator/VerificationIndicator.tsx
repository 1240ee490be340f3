import { accountMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvents } from '../../engine/player/index.ts';
import { usePlayerSession } from '../../engine/player/session/index.ts';
import { useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import * as styles from './VerificationIndicator.css.ts';

/** A badge under the header while the player still has to verify their identity; opens the verification window. */
export default function VerificationIndicator({ props }: ComponentRenderProps<'verificationIndicator'>) {
  const t = useText(accountMessages);
  const events = useAppEvents();
  const { state } = usePlayerSession();
  if (!state.loggedIn || !state.kycRequired) return null;
  return (
    <div className={styles.strip}>
      <button className={styles.badge} type="button" onClick={() => events.emit('modal:open', { name: 'verification' })}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
          <path d="M12 2 3 6v6c0 5 3.8 9.7 9 10 5.2-.3 9-5 9-10V6l-9-4zm-1 14-4-4 1.4-1.4L11 13.2l4.6-4.6L17 10l-6 6z" />
        </svg>
        {props.label ?? t('verify.badge')}
      </button>
    </div>
  );
}
