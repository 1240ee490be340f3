import { useId, useState, type FormEvent } from 'react';
import { saferGamblingEvent, useAnalytics } from '../../engine/analytics/index.ts';
import { formatDateTime } from '../../engine/i18n/index.ts';
import { protectionMessages, sessionMessages } from '../../engine/i18n/messages/index.ts';
import { GAMSTOP_URL, useAppEvents, usePlatform } from '../../engine/player/index.ts';
import { usePlayerSession } from '../../engine/player/session/index.ts';
import type { ProtectionState } from '../../engine/platform/index.ts';
import { classNames, useMarket, useText } from '../../engine/page/index.ts';
import { Button } from '../ui/index.ts';
import * as styles from './SaferGambling.css.ts';

/** The break lengths offered (RTS: from 24 hours up to six weeks), in days. */
const BREAK_DAYS = [
  { days: 1, key: 'break.day' },
  { days: 7, key: 'break.week' },
  { days: 42, key: 'break.sixWeeks' },
] as const;

/** The self-exclusion lengths offered (six months at least, five years at most), in months. */
const EXCLUSION_MONTHS = [6, 12, 24, 36, 60] as const;

/**
 * Once the platform has ended the session for a break or a self-exclusion: the session is forgotten
 * here (no logout call: there is no session left to end) and the player told until when.
 */
function useEndSession() {
  const { session } = usePlayerSession();
  const events = useAppEvents();
  const t = useText(sessionMessages);
  const { locale } = useMarket();
  return (state: ProtectionState) => {
    const selfExcluded = state.selfExclusionEndsAt !== null;
    const endsAt = state.selfExclusionEndsAt ?? state.breakEndsAt;
    void session?.logout({ endedByPlatform: true });
    if (endsAt)
      events.emit('toast', {
        type: 'info',
        description: t(selfExcluded ? 'login.selfExcluded' : 'login.onBreak', { when: formatDateTime(endsAt, locale) }),
      });
  };
}

/** RTS time-out: 24 hours, 7 days or 6 weeks away, starting now and ending the session at once. */
export function TakeBreak({ userToken, onClose }: { userToken: string; onClose: () => void }) {
  const t = useText(protectionMessages);
  const { protection } = usePlatform();
  const analytics = useAnalytics();
  const end = useEndSession();
  const [days, setDays] = useState<number>(1);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      const state = await protection.takeBreak(userToken, days);
      analytics.track(saferGamblingEvent({ action: 'time_out', days }));
      onClose();
      end(state);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${name}-heading`}>
      <h3 id={`${name}-heading`}>{t('break.title')}</h3>
      <p>{t('break.intro')}</p>
      <form onSubmit={(event) => void submit(event)}>
        <fieldset>
          <legend>{t('break.length')}</legend>
          <div className={classNames(styles.row, styles.choices)}>
            {BREAK_DAYS.map((choice) => (
              <label key={choice.days}>
                <input
                  type="radio"
                  name={name}
                  value={choice.days}
                  checked={days === choice.days}
                  onChange={() => setDays(choice.days)}
                />
                {t(choice.key)}
              </label>
            ))}
          </div>
        </fieldset>
        {failed && (
          <p className={styles.note({ tone: 'error' })} role="alert">
            {t('restriction.failed')}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={busy} className={styles.breakSubmit}>
          {t('break.submit')}
        </Button>
      </form>
    </section>
  );
}

/** Self-exclusion, six months to five years, with its warning and GAMSTOP for every other operator. */
export function SelfExclusion({ userToken, onClose }: { userToken: string; onClose: () => void }) {
  const t = useText(protectionMessages);
  const { protection } = usePlatform();
  const analytics = useAnalytics();
  const end = useEndSession();
  const [months, setMonths] = useState<number>(6);
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = useId();
  const exclusionLength = (choice: number) =>
    choice < 12
      ? t('exclusion.months', { months: choice })
      : choice === 12
        ? t('exclusion.oneYear')
        : t('exclusion.years', { years: choice / 12 });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      const state = await protection.selfExclude(userToken, months);
      analytics.track(saferGamblingEvent({ action: 'self_exclusion', months }));
      onClose();
      end(state);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('exclusion.title')}</h3>
      <p className={styles.note({ tone: 'warning' })}>{t('exclusion.warning')}</p>
      <p>
        {t('exclusion.gamstop')}{' '}
        <a href={GAMSTOP_URL} target="_blank" rel="noreferrer">
          {t('exclusion.gamstopLink')}
        </a>
      </p>
      <form onSubmit={(event) => void submit(event)}>
        <div className={styles.row}>
          <label htmlFor={`${id}-months`}>
            {t('exclusion.length')}
            <select id={`${id}-months`} value={months} onChange={(event) => setMonths(Number(event.target.value))}>
              {EXCLUSION_MONTHS.map((choice) => (
                <option key={choice} value={choice}>
                  {exclusionLength(choice)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className={classNames(styles.row, styles.choices)}>
          <label>
            <input type="checkbox" required checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
            {t('exclusion.confirm')}
          </label>
        </div>
        {failed && (
          <p className={styles.note({ tone: 'error' })} role="alert">
            {t('restriction.failed')}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={busy || !understood}>
          {t('exclusion.submit')}
        </Button>
      </form>
    </section>
  );
}
