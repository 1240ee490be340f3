import { useState } from 'react';
import { sessionMessages } from '../../engine/i18n/messages/index.ts';
import { useAppEvent } from '../../engine/player/index.ts';
import { usePlayerSession } from '../../engine/player/session/index.ts';
import { useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, Dialog } from '../ui/index.ts';
import { actions, problem } from './TermsAndConditions.css.ts';

/**
 * Asks a logged-in player to accept new or changed terms (SPEC §4 Login: showTerms). Closing it keeps
 * the player logged in, but nothing starts until they accept: every game, deposit or promotion opt-in
 * opens it again (the play gate). "Log out instead" logs out.
 */
export function TermsAndConditions({ props }: ComponentRenderProps<'termsAndConditions'>) {
  const t = useText(sessionMessages);
  const { state, session } = usePlayerSession();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  useAppEvent('modal:open', (event) => event.name === 'terms' && session?.openPrompt('terms'));
  if (!session || !state.loggedIn || !state.showTerms || state.openPrompt !== 'terms') return null;

  const accept = async () => {
    setSaving(true);
    setFailed(false);
    const accepted = await session.acceptTerms();
    setSaving(false);
    setFailed(!accepted);
  };

  return (
    <Dialog open title={props.title ?? t('terms.title')} closeLabel={t('common.close')} onClose={session.closePrompt}>
      <p>{props.intro ?? t('terms.intro')}</p>
      {props.termsHref && (
        <p>
          <a href={props.termsHref} target="_blank" rel="noopener">
            {t('terms.read')}
          </a>
        </p>
      )}
      {failed && (
        <p className={problem} role="alert">
          {t('terms.failed')}
        </p>
      )}
      <div className={actions}>
        <Button type="button" variant="ghost" onClick={() => void session.logout()}>
          {t('terms.logout')}
        </Button>
        <Button type="button" onClick={() => void accept()} disabled={saving}>
          {saving ? t('terms.accepting') : (props.acceptText ?? t('terms.accept'))}
        </Button>
      </div>
    </Dialog>
  );
}
