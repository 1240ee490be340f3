import { useAnalytics } from '../../engine/analytics/index.ts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatDateTime } from '../../engine/i18n/index.ts';
import { sessionMessages } from '../../engine/i18n/messages/index.ts';
import { GAMSTOP_URL, useAppEvent, useAppEvents } from '../../engine/player/index.ts';
import {
  isLoginBlocked,
  LOGIN_ATTEMPTS_MAX,
  usePlayerSession,
  type LoginErrorKey,
  type LoginRestriction,
  type PlayerSession,
} from '../../engine/player/session/index.ts';
import { useMarket, useText } from '../../engine/page/index.ts';
import type { ComponentRenderProps } from '../registry/component-props.ts';
import { Button, Dialog } from '../ui/index.ts';
import { Alert, Field, Input, Label } from './form-parts.tsx';
import * as styles from './LoginModal.css.ts';
import { PasswordField } from './PasswordField.tsx';
import { readRememberedUsername, saveRememberedUsername } from './remembered-username.ts';

/**
 * The username field and the remember box: when the window opens, a remembered username fills the
 * field (unless the player typed already) and ticks the box.
 */
function useRememberedUsername(open: boolean, offer: boolean, session: PlayerSession | null) {
  const [username, setUsername] = useState('');
  const [remember, setRemember] = useState(false);
  useEffect(() => {
    if (!open || !offer || !session) return;
    let current = true;
    void readRememberedUsername(session.site).then((name) => {
      if (!current || !name) return;
      setUsername((typed) => typed || name);
      setRemember(true);
    });
    return () => {
      current = false;
    };
  }, [open, offer, session]);
  return { username, setUsername, remember, setRemember };
}

/** A login refused during the player's break or self-exclusion: until when, and GAMSTOP for the other operators. */
function RestrictionAlert({ restriction }: { restriction: LoginRestriction }) {
  const t = useText(sessionMessages);
  const { locale } = useMarket();
  const when = formatDateTime(restriction.endsAt, locale);
  return (
    <Alert role="alert">
      <p>{t(restriction.kind === 'onBreak' ? 'login.onBreak' : 'login.selfExcluded', { when })}</p>
      {restriction.kind === 'selfExcluded' && (
        <p>
          <a href={GAMSTOP_URL} target="_blank" rel="noreferrer">
            {t('login.gamstop')}
          </a>
        </p>
      )}
    </Alert>
  );
}

/** Why the last login failed (SPEC §5 messages) and the attempts left, or that logins are blocked. */
function LoginAlert({
  blocked,
  error,
  failedAttempts,
  restriction,
}: {
  blocked: boolean;
  error?: LoginErrorKey;
  failedAttempts: number;
  restriction?: LoginRestriction;
}) {
  const t = useText(sessionMessages);
  if (restriction) return <RestrictionAlert restriction={restriction} />;
  if (blocked)
    return (
      <Alert role="alert">
        <p>{t('login.blocked')}</p>
      </Alert>
    );
  if (!error) return null;
  return (
    <Alert role="alert">
      <p>{t(`error.${error}`)}</p>
      {error !== 'tooManyAttempts' && (
        <p>
          {error === 'loginFailed' ? t('login.generic') : t('login.attemptsLeft', { count: LOGIN_ATTEMPTS_MAX - failedAttempts })}
        </p>
      )}
    </Alert>
  );
}

function UsernameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useText(sessionMessages);
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{t('login.username')}</Label>
      <Input
        id={id}
        name="username"
        autoComplete="username"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

function RememberBox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useText(sessionMessages);
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {t('login.remember')}
    </label>
  );
}

/** The way to a forgotten password and to registering. */
function LoginFooter({
  forgotPasswordHref,
  registerPrompt,
  onJoin,
}: {
  forgotPasswordHref?: string;
  registerPrompt?: string;
  onJoin: () => void;
}) {
  const t = useText(sessionMessages);
  return (
    <>
      {forgotPasswordHref && (
        <p className={styles.footer}>
          <a href={forgotPasswordHref}>{t('login.forgot')}</a>
        </p>
      )}
      <p className={styles.footer}>
        <span>{registerPrompt ?? t('login.noAccount')}</span>
        <Button type="button" variant="link" onClick={onJoin}>
          {t('login.join')}
        </Button>
      </p>
    </>
  );
}

/** The login modal (logged-out visitors): opened by 'modal:open' {name: 'login'}. */
export function LoginModal({ props }: ComponentRenderProps<'loginModal'>) {
  const analytics = useAnalytics();
  const t = useText(sessionMessages);
  const events = useAppEvents();
  const { state, session } = usePlayerSession();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const offerRemember = props.rememberUsername !== false;
  const { username, setUsername, remember, setRemember } = useRememberedUsername(open, offerRemember, session);

  useAppEvent('modal:open', (event) => event.name === 'login' && setOpen(true));
  useAppEvent('modal:close', (event) => event.name === 'login' && setOpen(false));
  // The login's own code is fetched as the dialog opens, while the player types.
  useEffect(() => {
    if (open) session?.prepareLogin();
  }, [open, session]);

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
      <form className={styles.form} onSubmit={submit} noValidate>
        <LoginAlert
          blocked={blocked}
          error={state.loginError}
          failedAttempts={state.failedLoginAttempts}
          restriction={state.loginRestriction}
        />
        <fieldset className={styles.fieldset} disabled={blocked}>
          <UsernameField value={username} onChange={setUsername} />
          <PasswordField
            label={t('login.password')}
            showLabel={t('login.showPassword')}
            value={password}
            disabled={blocked}
            onChange={setPassword}
          />
          {offerRemember && <RememberBox checked={remember} onChange={setRemember} />}
          <Button type="submit" wide disabled={busy || blocked}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </fieldset>
        <LoginFooter
          forgotPasswordHref={props.forgotPasswordHref}
          registerPrompt={props.registerPrompt}
          onJoin={openRegistration}
        />
      </form>
    </Dialog>
  );
}
