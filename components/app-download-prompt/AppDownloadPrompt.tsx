import { useEffect, useState } from 'react';
import { sessionMessages } from '../../engine/i18n/index.ts';
import { usePageData, useText, styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { ButtonLink } from '../ui/index.ts';

/** Remembers on this device that the player dismissed the prompt. */
export const APP_PROMPT_DISMISSED_KEY = 'appDownloadPromptDismissed';

const Banner = styled('aside', {
  position: 'fixed',
  left: '$3',
  right: '$3',
  bottom: '$3',
  zIndex: '$overlay',
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$3',
  backgroundColor: '$surfaceRaised',
  border: '1px solid $border',
  boxShadow: '$raised',
  '& p': { margin: 0, flex: '1 1 auto', fontSize: '$2' },
});

const Dismiss = styled('button', {
  width: 44,
  height: 44,
  flex: '0 0 auto',
  border: 'none',
  borderRadius: '$round',
  background: 'transparent',
  color: '$text',
  fontSize: '$5',
  cursor: 'pointer',
});

const readDismissed = () => {
  try {
    return window.localStorage.getItem(APP_PROMPT_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
};

/** Invites a logged-in player on a phone to install the Android app; never shown inside the app itself. */
export default function AppDownloadPrompt({ props }: ComponentRenderProps<'appDownloadPrompt'>) {
  const t = useText(sessionMessages);
  const { market, wrappedApp } = usePageData();
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => setDismissed(readDismissed()), []);

  if (market.device !== 'mobile' || wrappedApp || dismissed || !props.downloadHref) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(APP_PROMPT_DISMISSED_KEY, 'true');
    } catch {
      // Not remembered: it shows again next visit.
    }
  };
  return (
    <Banner aria-label={t('app.title')}>
      <p>{props.message ?? t('app.title')}</p>
      <ButtonLink size="small" href={props.downloadHref}>
        {t('app.download')}
      </ButtonLink>
      <Dismiss type="button" aria-label={t('app.dismiss')} onClick={dismiss}>
        ×
      </Dismiss>
    </Banner>
  );
}
