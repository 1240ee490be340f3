import { useState } from 'react';
import { consentEvent, useAnalytics } from '../../engine/analytics/index.ts';
import { contentMessages, cookiesMessages, type CookiesMessageKey } from '../../engine/i18n/messages/index.ts';
import { useAppEvent } from '../../engine/player/index.ts';
import {
  CONSENT_GROUP_IDS,
  useConsent,
  type ConsentDecision,
  type ConsentGroupId,
  type ConsentGroups,
} from '../../engine/player/consent/index.ts';
import { useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, Dialog } from '../ui/index.ts';
import { ConsentSwitch } from './ConsentSwitch.tsx';
import * as styles from './CookieSettings.css.ts';

const NONE: ConsentGroups = { C0002: false, C0003: false, C0004: false };

/** The cookie settings window: a switch per consent group; opened by 'modal:open' {name: 'cookieSettings'}. */
export function CookieSettings({ props }: ComponentRenderProps<'cookieSettings'>) {
  const t = useText(cookiesMessages);
  const common = useText(contentMessages);
  const { consent, decide } = useConsent();
  const [choices, setChoices] = useState<ConsentGroups | null>(null);
  useAppEvent('modal:open', (event) => event.name === 'cookieSettings' && setChoices(consent?.groups ?? NONE));
  useAppEvent('modal:close', (event) => event.name === 'cookieSettings' && setChoices(null));

  const groups =
    props.groups ??
    CONSENT_GROUP_IDS.map((id: ConsentGroupId) => ({
      id,
      name: t(`cookies.group.${id}` as CookiesMessageKey),
      description: t(`cookies.group.${id}.description` as CookiesMessageKey),
    }));
  const close = () => setChoices(null);
  const analytics = useAnalytics();
  const choose = (decision: ConsentDecision) => {
    decide(decision);
    analytics.track(consentEvent(decision, 'cookie settings'));
    close();
  };

  return (
    <Dialog
      open={choices !== null}
      title={props.title ?? t('cookies.settingsTitle')}
      closeLabel={common('close')}
      onClose={close}
    >
      <p className={styles.intro}>{props.intro ?? t('cookies.settingsIntro')}</p>
      <ConsentSwitch name={t('cookies.necessary')} description={t('cookies.necessaryDescription')} checked disabled />
      {groups.map((group) => (
        <ConsentSwitch
          key={group.id}
          name={group.name}
          description={group.description}
          checked={choices?.[group.id] ?? false}
          onChange={(checked) => setChoices((current) => ({ ...(current ?? NONE), [group.id]: checked }))}
        />
      ))}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => choose({ kind: 'manage', groups: choices ?? NONE })}>
          {t('cookies.save')}
        </Button>
        <Button type="button" onClick={() => choose({ kind: 'acceptAll' })}>
          {common('cookies.acceptAll')}
        </Button>
      </div>
    </Dialog>
  );
}
