import type { Clock, Player } from '../core/index.ts';
import { loginStreakDays, utcDay } from './login-streak.ts';
import type { PublishToPlayer, ToastContent } from './promotion-types.ts';

/** Streaks shorter than this are not worth a toast. */
export const MIN_ANNOUNCED_STREAK_DAYS = 2;

/** The toast text of SPEC §1: 'N Day Login Streak!'. */
export const loginStreakToastText = (days: number) => `${days} Day Login Streak!`;

/**
 * Announces a player's login streak after a login: a success toast through the broker when the streak
 * is two days or more. Returns the streak in days.
 */
export function createLoginStreakAnnouncer({ clock, publish }: { clock: Clock; publish?: PublishToPlayer }) {
  return function announceLoginStreak(player: Player): number {
    const today = utcDay(clock.now());
    const days = loginStreakDays(player.loginDays, today);
    if (days >= MIN_ANNOUNCED_STREAK_DAYS) {
      const content: ToastContent = {
        id: `login-streak-${player.userId}-${today}`,
        description: loginStreakToastText(days),
        type: 'success',
      };
      publish?.({ userId: player.userId, topic: 'xeniaToast', content });
    }
    return days;
  };
}
