import { useEffect, useState } from 'react';
import { sessionMessages } from '../../engine/i18n/messages/index.ts';
import { hiddenInGame, usePageData, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { ButtonLink } from '../ui/index.ts';
import * as styles from './AppDownloadPrompt.css.ts';

/** Remembers on this device that the player dismissed the prompt. */
export const APP_PROMPT_DISMISSED_KEY = 'appDownloadPromptDismissed';

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
    <aside className={styles.banner} aria-label={t('app.title')} {...hiddenInGame}>
      <p>{props.message ?? t('app.title')}</p>
      <ButtonLink size="small" href={props.downloadHref}>
        {t('app.download')}
      </ButtonLink>
      <button className={styles.dismiss} type="button" aria-label={t('app.dismiss')} onClick={dismiss}>
        ×
      </button>
    </aside>
  );
}
