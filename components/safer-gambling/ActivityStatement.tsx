import { useEffect, useId, useState } from 'react';
import { protectionMessages, type ProtectionMessageKey } from '../../engine/i18n/messages/index.ts';
import { usePlatform } from '../../engine/player/index.ts';
import type { ActivityStatement as Statement } from '../../engine/platform/index.ts';
import { useMoney, useText } from '../../engine/page/index.ts';
import { fromMinor } from './limit-change.ts';
import * as styles from './SaferGambling.css.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The spans a statement covers, ending now; the contract allows a year at most. */
const SPANS: { key: ProtectionMessageKey; days: number }[] = [
  { key: 'statement.day', days: 1 },
  { key: 'statement.week', days: 7 },
  { key: 'statement.month', days: 30 },
  { key: 'statement.year', days: 365 },
];

/** The account activity statement: deposits, withdrawals, wagered, won and net over the chosen span. */
export function ActivityStatement({ userToken }: { userToken: string }) {
  const t = useText(protectionMessages);
  const format = useMoney();
  const { protection } = usePlatform();
  const id = useId();
  const [days, setDays] = useState(30);
  const [statement, setStatement] = useState<Statement | null>();

  useEffect(() => {
    let current = true;
    setStatement(undefined);
    const to = new Date();
    protection
      .statement(userToken, new Date(to.getTime() - days * DAY_MS), to)
      .then((answer) => current && setStatement(answer))
      .catch(() => current && setStatement(null));
    return () => {
      current = false;
    };
  }, [protection, userToken, days]);

  const money = (minor: number) => format(fromMinor(minor), statement?.currencyIsoCode);
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('statement.title')}</h3>
      <div className={styles.row}>
        <label htmlFor={`${id}-span`}>
          {t('statement.period')}
          <select id={`${id}-span`} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {SPANS.map((span) => (
              <option key={span.days} value={span.days}>
                {t(span.key)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {statement === undefined && <p className={styles.note()}>{t('panel.loading')}</p>}
      {statement === null && <p className={styles.note({ tone: 'error' })}>{t('limits.failed')}</p>}
      {statement && (
        <dl className={styles.figures} aria-live="polite">
          <dt>{t('statement.deposits')}</dt>
          <dd>{money(statement.depositsMinor)}</dd>
          <dt>{t('statement.withdrawals')}</dt>
          <dd>{money(statement.withdrawalsMinor)}</dd>
          <dt>{t('statement.wagered')}</dt>
          <dd>{money(statement.wageredMinor)}</dd>
          <dt>{t('statement.won')}</dt>
          <dd>{money(statement.wonMinor)}</dd>
          <dt>{t('statement.net')}</dt>
          <dd>{money(statement.netMinor)}</dd>
        </dl>
      )}
    </section>
  );
}
