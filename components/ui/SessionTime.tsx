import { sessionMessages } from '../../engine/i18n/messages/index.ts';
import { splitDuration, useSessionElapsed } from '../../engine/player/session/index.ts';
import { classNames, useText } from '../../engine/page/index.ts';
import * as styles from './SessionTime.css.ts';

/** A duration as the session windows write it: "5 min", "1 h 5 min". */
export function useDurationText() {
  const t = useText(sessionMessages);
  return (seconds: number) => {
    const { hours, minutes } = splitDuration(seconds);
    return hours > 0 ? t('duration.hoursMinutes', { hours, minutes }) : t('duration.minutes', { minutes });
  };
}

/**
 * How long the player has been logged in (UK Gambling Commission: the session time stays in view),
 * updated each minute and counted from the session's start, so a reload does not reset it.
 */
export function SessionTime({ compact = false }: { compact?: boolean }) {
  const t = useText(sessionMessages);
  const duration = useDurationText();
  const elapsed = useSessionElapsed();
  if (elapsed === undefined) return null;
  return (
    <p
      className={classNames(styles.time, compact && styles.compact)}
      role="timer"
      aria-label={`${t('header.sessionTime')}: ${duration(elapsed / 1000)}`}
    >
      <span aria-hidden="true">{t('header.sessionTime')}</span>
      <strong aria-hidden="true">{duration(elapsed / 1000)}</strong>
    </p>
  );
}
