import { useEffect, useId, useState } from 'react';
import { protectionMessages } from '../../engine/i18n/messages/index.ts';
import {
  readRealityCheckMinutes,
  REALITY_CHECK_CHOICES,
  saveRealityCheckMinutes,
  useAppEvents,
} from '../../engine/player/index.ts';
import { useText } from '../../engine/page/index.ts';
import * as styles from './SaferGambling.css.ts';

/** The brand's interval when the player chose none (the reminder's props default). */
const DEFAULT_MINUTES = 60;

/** The reality-check interval: the player's choice, kept in this browser, counted by the reminder from now on. */
export function RealityCheck() {
  const t = useText(protectionMessages);
  const events = useAppEvents();
  const id = useId();
  const [minutes, setMinutes] = useState(DEFAULT_MINUTES);
  const [saved, setSaved] = useState(false);

  useEffect(() => setMinutes(readRealityCheckMinutes(window.localStorage) ?? DEFAULT_MINUTES), []);

  const choose = (value: number) => {
    setMinutes(value);
    saveRealityCheckMinutes(window.localStorage, value);
    events.emit('realityCheck:interval', value);
    setSaved(true);
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('reality.title')}</h3>
      <p>{t('reality.intro')}</p>
      <div className={styles.row}>
        <label htmlFor={`${id}-interval`}>
          {t('reality.interval')}
          <select id={`${id}-interval`} value={minutes} onChange={(event) => choose(Number(event.target.value))}>
            {REALITY_CHECK_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t('reality.minutes', { minutes: choice })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div aria-live="polite">{saved && <p className={styles.note({ tone: 'done' })}>{t('reality.saved', { minutes })}</p>}</div>
    </section>
  );
}
