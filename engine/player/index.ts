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
export { PlatformProvider, usePlatform } from './platform-context.tsx';
