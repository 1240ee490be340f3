/** The events also posted to the wrapped app's web view when forwarding is on (SPEC §7). */
export const KEY_EVENTS = [
  'game_launch_url',
  'banking_launch_click',
  'process_completed_success',
  'registration_success',
  'redirect_to_lobby',
  'open_registration',
  'registration_redirect',
  'login_success',
  'logout_success',
  'mobile_in_game_menu_lobby_redirect',
] as const;
export type KeyEvent = (typeof KEY_EVENTS)[number];

/** Messages the site sends the Android wrapped app, only when running inside it (SPEC §7). */
export type AppMessage =
  | { type: 'biometricLoginToggle'; enabled: boolean }
  | { type: 'biometricSettings' }
  | { type: 'logout' }
  | { type: 'login'; username: string }
  | { type: 'registrationSuccess' }
  | { type: 'gameHistory' }
  | { type: 'transactionHistory' }
  | { type: 'marketingPreference' }
  | { type: 'depositSuccessful'; amount?: number }
  | { type: 'depositFailed' }
  | { type: 'analytics'; event: string; payload: unknown };

/** The interface the Android app injects into its web view. */
export interface AndroidInterface {
  postMessage(message: string): void;
}

export interface BridgeHost {
  Android?: AndroidInterface;
}

export interface Logger {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** base64 of UTF-8 text, as the app expects the username on login success. */
export const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/**
 * The bridge to the wrapped app: a no-op outside it; a missing interface gives a warning and a failed
 * send is logged, never thrown (SPEC §8).
 */
export function createWrappedAppBridge({ inApp, host, logger }: { inApp: boolean; host: BridgeHost; logger: Logger }) {
  const send = (message: AppMessage) => {
    if (!inApp) return false;
    if (!host.Android) {
      logger.warn('The wrapped app interface is missing; message not sent');
      return false;
    }
    try {
      host.Android.postMessage(JSON.stringify(message));
      return true;
    } catch (error) {
      logger.error('Sending to the wrapped app failed', error);
      return false;
    }
  };
  return {
    send,
    /** Forwards a key analytics event; login success carries the username, base64-encoded. */
    forwardKeyEvent(event: KeyEvent, payload: Record<string, unknown> = {}, username?: string) {
      const withName = event === 'login_success' && username ? { ...payload, username: base64(username) } : payload;
      return send({ type: 'analytics', event, payload: withName });
    },
  };
}

export type WrappedAppBridge = ReturnType<typeof createWrappedAppBridge>;
