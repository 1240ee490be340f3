import type { ToastContent } from '../../../schemas/index.ts';
import type { ToastInput } from '../app-events.ts';

/** SPEC §9: the 'N Day Login Streak!' toast shows 5 s, 30 s in test mode, and fades over 500 ms. */
export const STREAK_TOAST_MS = 5_000;
export const STREAK_TOAST_TEST_MODE_MS = 30_000;
export const TOAST_FADE_MS = 500;
/** Other toasts stay as long as the streak toast outside test mode. */
export const DEFAULT_TOAST_MS = 5_000;

/** A toast on screen (SPEC §3 Toast), with how long it stays. */
export type Toast = ToastContent & { durationMs: number };

const LOGIN_STREAK = /^\d+ Day Login Streak!$/;

export const isLoginStreakToast = (description: string) => LOGIN_STREAK.test(description.trim());

/** How long a toast stays: the sender's duration, else the streak rule, else the default. */
export function toastDurationMs(input: Pick<ToastInput, 'description' | 'durationMs'>, testMode: boolean): number {
  if (input.durationMs !== undefined && input.durationMs > 0) return input.durationMs;
  if (isLoginStreakToast(input.description)) return testMode ? STREAK_TOAST_TEST_MODE_MS : STREAK_TOAST_MS;
  return DEFAULT_TOAST_MS;
}

export interface AddToastOptions {
  testMode: boolean;
  /** The id to use when the sender gave none. */
  nextId: () => string;
}

/** SPEC §4: a toast with the same description as one already listed is not added (the list is returned unchanged). */
export function addToast(list: readonly Toast[], input: ToastInput, { testMode, nextId }: AddToastOptions): readonly Toast[] {
  if (list.some((toast) => toast.description === input.description)) return list;
  const id = input.id ?? nextId();
  return [...list, { id, description: input.description, type: input.type, durationMs: toastDurationMs(input, testMode) }];
}

export function removeToast(list: readonly Toast[], id: string): readonly Toast[] {
  const next = list.filter((toast) => toast.id !== id);
  return next.length === list.length ? list : next;
}

export const clearToasts = (): readonly Toast[] => [];

/**
 * Test mode (the streak toast stays 30 s so end-to-end tests can read it): the page URL carries
 * `?testMode=true` (also yes/1). Read from the query string so it needs no server support.
 */
export function isToastTestMode(search: string): boolean {
  const value = new URLSearchParams(search).get('testMode');
  return value !== null && ['true', 'yes', '1'].includes(value.toLowerCase());
}
