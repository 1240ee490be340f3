export {
  createAppEvents,
  type AppEvents,
  type AppEventMap,
  type ModalName,
  type ToastInput,
  type ToastType,
} from './app-events.ts';
export { AppEventsProvider, useAppEvents, useAppEvent } from './app-events-context.tsx';
export { usePlayerSessionView, PlayerSessionViewContext, LOGGED_OUT, type PlayerSessionView } from './session-context.tsx';
export { PlayerSessionProvider } from './session-provider.tsx';
export { useProfileLocale } from './use-profile-locale.ts';
export { PlatformProvider, usePlatform } from './platform-context.tsx';
export {
  readRealityCheckMinutes,
  saveRealityCheckMinutes,
  REALITY_CHECK_CHOICES,
  REALITY_CHECK_STORAGE_KEY,
} from './safer-gambling/reality-check-interval.ts';
export { GAMSTOP_URL } from './safer-gambling/gamstop.ts';
export { markRegistrationPrompt, takeRegistrationPrompt, REGISTRATION_PROMPT_KEY } from './safer-gambling/registration-prompt.ts';
