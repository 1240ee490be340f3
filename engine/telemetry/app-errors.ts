import { trackError } from './track-error.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A component its error boundary left out (SPEC §8): which one, and why. */
export const reportComponentError = (error: { alias: string; key: string; message: string }) =>
  trackError('COMPONENT_ERROR', { alias: error.alias, key: error.key, message: error.message });

/** SPEC §8 APP_INIT_ERROR: the app could not start (its code or strings did not load) or hydrate the page. */
export const reportAppInitError = (stage: 'load' | 'hydrate', error: unknown) =>
  trackError('APP_INIT_ERROR', { stage, message: messageOf(error) });
