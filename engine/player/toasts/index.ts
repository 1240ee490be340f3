export {
  addToast,
  removeToast,
  clearToasts,
  toastDurationMs,
  isLoginStreakToast,
  isToastTestMode,
  STREAK_TOAST_MS,
  STREAK_TOAST_TEST_MODE_MS,
  TOAST_FADE_MS,
  DEFAULT_TOAST_MS,
  type Toast,
  type AddToastOptions,
} from './toast-list.ts';
export { useToastList } from './use-toast-list.ts';
