import { useState } from 'react';
import { interpolate, sessionMessages } from '../../engine/i18n/index.ts';
import { useAppEvent, usePlayerSessionView } from '../../engine/player/index.ts';
import { useBrand, useText } from '../../engine/render/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, Dialog } from '../ui/index.ts';

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

/** The identity verification window, opened by 'modal:open' {name: 'verification'} (the header badge). */
export default function PlayerVerificationWindow({ props }: ComponentRenderProps<'playerVerificationWindow'>) {
  const t = useText(sessionMessages);
  const { kyc } = useBrand().features;
  const { userId } = usePlayerSessionView();
  const [open, setOpen] = useState(false);
  useAppEvent('modal:open', (event) => event.name === 'verification' && setOpen(true));
  useAppEvent('modal:close', (event) => event.name === 'verification' && setOpen(false));

  return (
    <Dialog
      open={open}
      title={props.title ?? t('verify.title')}
      closeLabel={t('common.close')}
      onClose={() => setOpen(false)}
      size="small"
    >
      <p>{props.message ?? t('verify.message')}</p>
      {kyc.mailAddress && (
        <>
          <p>{t('verify.address', { address: kyc.mailAddress })}</p>
          <Button as="a" wide href={verificationMailto(kyc, userId)}>
            {t('verify.email')}
          </Button>
        </>
      )}
    </Dialog>
  );
}
