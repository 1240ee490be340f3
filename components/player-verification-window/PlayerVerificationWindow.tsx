import { interpolate } from '../../engine/i18n/index.ts';
import { accountMessages, sessionMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvent, usePlayerSessionView } from '../../engine/player/index.ts';
import { usePlayerSession } from '../../engine/player/session/index.ts';
import { useBrand, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { ButtonLink, Dialog } from '../ui/index.ts';

/** The KYC mail link of SPEC §6: the brand's address, subject and body with {userId} filled in. */
export function verificationMailto(
  kyc: { mailAddress: string; mailSubject?: string; mailBody?: string },
  userId: number | undefined,
) {
  const fill = (text: string | undefined) => interpolate(text ?? '', { userId: userId ?? '' });
  const query = new URLSearchParams();
  if (kyc.mailSubject) query.set('subject', fill(kyc.mailSubject));
  if (kyc.mailBody) query.set('body', fill(kyc.mailBody));
  // Mail clients read %20, not '+', as a space.
  return `mailto:${kyc.mailAddress}${query.size ? `?${query.toString().replace(/\+/g, '%20')}` : ''}`;
}

/**
 * The identity verification window: opened by 'modal:open' {name: 'verification'} (the header badge)
 * and by anything the play gate holds back (a game, a deposit) or the platform refused (15020). It says
 * what stands between the player and play: documents to send, or documents being checked.
 */
export default function PlayerVerificationWindow({ props }: ComponentRenderProps<'playerVerificationWindow'>) {
  const t = useText(accountMessages);
  const common = useText(sessionMessages);
  const { kyc } = useBrand().features;
  const { userId } = usePlayerSessionView();
  const { state, session } = usePlayerSession();
  useAppEvent('modal:open', (event) => event.name === 'verification' && session?.openPrompt('verification'));
  useAppEvent('modal:close', (event) => event.name === 'verification' && session?.closePrompt());
  const pending = state.account?.kycStatus === 'pending';

  return (
    <Dialog
      open={state.loggedIn && state.openPrompt === 'verification'}
      title={props.title ?? t('verify.title')}
      closeLabel={common('common.close')}
      onClose={() => session?.closePrompt()}
      size="small"
    >
      {state.kycRequired && <p role="status">{t(pending ? 'verify.pendingBeforePlay' : 'verify.requiredBeforePlay')}</p>}
      <p>{props.message ?? t('verify.message')}</p>
      {kyc.mailAddress && (
        <>
          <p>{t('verify.address', { address: kyc.mailAddress })}</p>
          <ButtonLink wide href={verificationMailto(kyc, userId)}>
            {t('verify.email')}
          </ButtonLink>
        </>
      )}
    </Dialog>
  );
}
