import { useAnalytics } from '../../engine/analytics/index.ts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { sessionMessages } from '../../engine/i18n/index.ts';
import { useAppEvent, useAppEvents } from '../../engine/player/index.ts';
import { isLoginBlocked, LOGIN_ATTEMPTS_MAX, usePlayerSession } from '../../engine/player/session/index.ts';
import { useText, styled } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, Dialog } from '../ui/index.ts';
import { Alert, Field, Input, Label } from './form-parts.tsx';
import { PasswordField } from './PasswordField.tsx';
import { readRememberedUsername, saveRememberedUsername } from './remembered-username.ts';

const Form = styled('form', { display: 'grid', gap: '$4' });
const Fieldset = styled('fieldset', { border: 'none', margin: 0, padding: 0, display: 'grid', gap: '$4', minWidth: 0 });
const Check = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: 44,
  '& input': { width: 20, height: 20 },
});
const Footer = styled('p', {
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  alignItems: 'center',
  justifyContent: 'center',
});

/** The login modal (logged-out visitors): opened by 'modal:open' {name: 'login'}. */
export function LoginModal({ props }: ComponentRenderProps<'loginModal'>) {
  const analytics = useAnalytics();
  const t = useText(sessionMessages);
  const events = useAppEvents();
  const { state, session } = usePlayerSession();
  const usernameId = useId();
  const [open, setOpen] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const offerRemember = props.rememberUsername !== false;

  useAppEvent('modal:open', (event) => event.name === 'login' && setOpen(true));
  useAppEvent('modal:close', (event) => event.name === 'login' && setOpen(false));

  useEffect(() => {
    if (!open || !offerRemember || !session) return;
    let current = true;
    void readRememberedUsername(session.site).then((name) => {
      if (!current || !name) return;
      setUsername((typed) => typed || name);
      setRemember(true);
    });
    return () => {
      current = false;
    };
  }, [open, offerRemember, session]);

  const blocked = isLoginBlocked(state.failedLoginAttempts);
  const busy = state.loginInFlight;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!session || blocked || busy) return;
    const name = username.trim();
    if (!(await session.login({ username: name, password }))) {
      analytics.track({ kind: 'system_event', data: { eventName: 'login_fail', eventArea: 'login modal' } });
      return;
    }
    analytics.track({ kind: 'interaction', data: { eventName: 'login_success', eventArea: 'login modal' } });
    setPassword('');
    setOpen(false);
    if (offerRemember) await saveRememberedUsername(session.site, name, remember);
  }

  const openRegistration = () => {
    setOpen(false);
    events.emit('modal:open', { name: 'registration' });
  };

  return (
    <Dialog
      open={open}
      title={props.title ?? t('login.title')}
      closeLabel={t('common.close')}
      onClose={() => setOpen(false)}
      size="small"
    >
      <Form onSubmit={submit} noValidate>
        {blocked ? (
          <Alert role="alert">
            <p>{t('login.blocked')}</p>
          </Alert>
        ) : (
          state.loginError && (
            <Alert role="alert">
              <p>{t(`error.${state.loginError}`)}</p>
              {state.loginError !== 'tooManyAttempts' && (
                <p>
                  {state.loginError === 'loginFailed'
                    ? t('login.generic')
                    : t('login.attemptsLeft', { count: LOGIN_ATTEMPTS_MAX - state.failedLoginAttempts })}
                </p>
              )}
            </Alert>
          )
        )}
        <Fieldset disabled={blocked}>
          <Field>
            <Label htmlFor={usernameId}>{t('login.username')}</Label>
            <Input
              id={usernameId}
              name="username"
              autoComplete="username"
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </Field>
          <PasswordField
            label={t('login.password')}
            showLabel={t('login.showPassword')}
            value={password}
            disabled={blocked}
            onChange={setPassword}
          />
          {offerRemember && (
            <Check>
              <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
              {t('login.remember')}
            </Check>
          )}
          <Button type="submit" wide disabled={busy || blocked}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </Fieldset>
        {props.forgotPasswordHref && (
          <Footer>
            <a href={props.forgotPasswordHref}>{t('login.forgot')}</a>
          </Footer>
        )}
        <Footer>
          <span>{props.registerPrompt ?? t('login.noAccount')}</span>
          <Button type="button" variant="link" onClick={openRegistration}>
            {t('login.join')}
          </Button>
        </Footer>
      </Form>
    </Dialog>
  );
}
