import { useId, useState, type FormEvent } from 'react';
import { saferGamblingEvent, useAnalytics } from '../../engine/analytics/index.ts';
import { formatDateTime, toPlatformAmount } from '../../engine/i18n/index.ts';
import { protectionMessages, type ProtectionMessageKey } from '../../engine/i18n/messages/index.ts';
import { usePlatform } from '../../engine/player/index.ts';
import { PlatformError, PROTECTION_ERROR, type DepositLimitPeriod, type ProtectionState } from '../../engine/platform/index.ts';
import { useMarket, useMoney, useText } from '../../engine/page/index.ts';
import { Button } from '../ui/index.ts';
import { fromMinor, isConfirmable, limitChangeOf } from './limit-change.ts';
import * as styles from './SaferGambling.css.ts';

const PERIODS: DepositLimitPeriod[] = ['day', 'week', 'month'];
const PERIOD_KEY: Record<DepositLimitPeriod, ProtectionMessageKey> = {
  day: 'limits.period.day',
  week: 'limits.period.week',
  month: 'limits.period.month',
};

interface LimitsProps {
  protection: ProtectionState;
  userToken: string;
  onState: (state: ProtectionState) => void;
}

/** What the last action on a period answered: a message for everyone, or an error beside the field. */
type Outcome = { tone: 'done' | 'error'; text: string } | undefined;

/**
 * RTS 12B and 12D: one free-text limit per period in the account currency, what is used and left of
 * it, a pending increase with the time it can be confirmed, and the confirm button once it can.
 */
export function DepositLimits({ protection, userToken, onState }: LimitsProps) {
  const t = useText(protectionMessages);
  const format = useMoney();
  const money = (minor: number) => format(fromMinor(minor), protection.currencyIsoCode);
  return (
    <section className={styles.section} aria-labelledby="deposit-limits-heading">
      <h3 id="deposit-limits-heading">{t('limits.title')}</h3>
      <p>{t('limits.intro')}</p>
      {protection.lowestRemainingMinor !== null && (
        <p className={styles.note()}>{t('limits.lowest', { amount: money(protection.lowestRemainingMinor) })}</p>
      )}
      {PERIODS.map((period) => (
        <PeriodLimit key={period} period={period} protection={protection} userToken={userToken} onState={onState} />
      ))}
    </section>
  );
}

/**
 * One period's limit as the player changes it: each action calls the platform, takes the state it
 * answers and says what happened (the change, when an increase can be confirmed, or the refusal).
 */
function usePeriodLimit({ period, protection, userToken, onState }: LimitsProps & { period: DepositLimitPeriod }) {
  const t = useText(protectionMessages);
  const format = useMoney();
  const { locale } = useMarket();
  const { protection: calls } = usePlatform();
  const analytics = useAnalytics();
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const limit = protection.depositLimits.find((candidate) => candidate.period === period);
  const pending = limit?.pendingIncrease;
  const periodName = t(PERIOD_KEY[period]);
  const money = (minor: number) => format(fromMinor(minor), protection.currencyIsoCode);
  const when = (iso: string) => formatDateTime(iso, locale);

  const act = async (call: () => Promise<ProtectionState>, describe: (after: ProtectionState) => Outcome) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const after = await call();
      onState(after);
      setOutcome(describe(after));
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalText(error) });
    } finally {
      setBusy(false);
    }
  };

  const refusalText = (error: unknown) => {
    if (!(error instanceof PlatformError)) return t('limits.failed');
    const body = error.body as { confirmableAt?: unknown } | undefined;
    if (error.code === PROTECTION_ERROR.notYetConfirmable && typeof body?.confirmableAt === 'string')
      return t('limits.notYet', { when: when(body.confirmableAt) });
    return error.status === 400 ? t('limits.invalid') : t('limits.failed');
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const typed = amount.trim();
    if (!typed) return setOutcome({ tone: 'error', text: t('limits.invalid') });
    void act(
      // Typed in the player's notation (20,50 in French), sent in the platform's.
      () => calls.setDepositLimit(userToken, period, toPlatformAmount(typed, locale)),
      (after) => {
        const change = limitChangeOf(protection, after, period);
        if (change !== 'unchanged') analytics.track(saferGamblingEvent({ action: change, period }));
        setAmount('');
        const now = after.depositLimits.find((candidate) => candidate.period === period);
        if (change === 'limit_increase_requested' && now?.pendingIncrease)
          return {
            tone: 'done',
            text:
              now.pendingIncrease.limitMinor === null
                ? t('limits.pendingRemoval', { when: when(now.pendingIncrease.confirmableAt) })
                : t('limits.requested', {
                    amount: money(now.pendingIncrease.limitMinor),
                    when: when(now.pendingIncrease.confirmableAt),
                  }),
          };
        return now ? { tone: 'done', text: t('limits.saved', { period: periodName, amount: money(now.limitMinor) }) } : undefined;
      },
    );
  };

  const remove = () =>
    void act(
      () => calls.setDepositLimit(userToken, period, null),
      (after) => {
        analytics.track(saferGamblingEvent({ action: 'limit_increase_requested', period }));
        const waiting = after.depositLimits.find((candidate) => candidate.period === period)?.pendingIncrease;
        return waiting ? { tone: 'done', text: t('limits.pendingRemoval', { when: when(waiting.confirmableAt) }) } : undefined;
      },
    );

  const confirm = () =>
    void act(
      () => calls.confirmIncrease(userToken, period),
      (after) => {
        analytics.track(saferGamblingEvent({ action: 'limit_increase_confirmed', period }));
        const now = after.depositLimits.find((candidate) => candidate.period === period);
        return {
          tone: 'done',
          text: now ? t('limits.confirmed', { period: periodName, amount: money(now.limitMinor) }) : t('limits.none'),
        };
      },
    );

  const cancel = () =>
    void act(
      () => calls.cancelIncrease(userToken, period),
      () => ({ tone: 'done', text: t('limits.cancelled') }),
    );

  return { t, amount, setAmount, busy, outcome, limit, pending, periodName, money, when, save, remove, confirm, cancel };
}

function PeriodLimit(props: LimitsProps & { period: DepositLimitPeriod }) {
  const { protection } = props;
  const { t, amount, setAmount, busy, outcome, limit, pending, periodName, money, when, save, remove, confirm, cancel } =
    usePeriodLimit(props);
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-usage`}>
      <legend>{periodName}</legend>
      <form onSubmit={save}>
        <div className={styles.row}>
          <label htmlFor={`${id}-amount`}>
            {t('limits.amount', { currency: protection.currencyIsoCode })}
            <input
              id={`${id}-amount`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={outcome?.tone === 'error' ? true : undefined}
              aria-describedby={outcome ? `${id}-outcome` : undefined}
            />
          </label>
          <Button type="submit" size="small" disabled={busy}>
            {t('limits.save')}
          </Button>
          {limit && !pending && (
            <Button type="button" size="small" variant="ghost" disabled={busy} onClick={remove}>
              {t('limits.remove')}
            </Button>
          )}
        </div>
      </form>
      <p className={styles.note()} id={`${id}-usage`}>
        {limit
          ? t('limits.usage', { limit: money(limit.limitMinor), used: money(limit.usedMinor), left: money(limit.remainingMinor) })
          : t('limits.none')}
      </p>
      {pending && (
        <div className={styles.row}>
          <p className={styles.note()}>
            {pending.limitMinor === null
              ? t('limits.pendingRemoval', { when: when(pending.confirmableAt) })
              : t('limits.pending', { amount: money(pending.limitMinor), when: when(pending.confirmableAt) })}
          </p>
          {isConfirmable(pending, Date.now()) && (
            <Button type="button" size="small" disabled={busy} onClick={confirm}>
              {t('limits.confirm')}
            </Button>
          )}
          <Button type="button" size="small" variant="ghost" disabled={busy} onClick={cancel}>
            {t('limits.cancel')}
          </Button>
        </div>
      )}
      <div aria-live="polite">
        {outcome && (
          <p
            className={styles.note({ tone: outcome.tone })}
            id={`${id}-outcome`}
            role={outcome.tone === 'error' ? 'alert' : undefined}
          >
            {outcome.text}
          </p>
        )}
      </div>
    </fieldset>
  );
}
