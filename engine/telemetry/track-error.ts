import type { Telemetry } from './start-telemetry.ts';

export type ErrorContext = Record<string, string | number | boolean | undefined>;

let running: Promise<Telemetry> | undefined;

/** The telemetry errors go to once it runs (after analytics consent); before, they reach the console only. */
export function setErrorTelemetry(started: Promise<Telemetry> | undefined) {
  running = started;
}

/**
 * SPEC §8 error tracking: an error under its name (PROMOTIONS_FETCH_ERROR, API_ERROR, …) with a
 * context of plain values, to the console and, with analytics consent, to telemetry.
 */
export function trackError(name: string, context: ErrorContext): void {
  console.warn(`${name}: ${JSON.stringify(context)}`);
  void running?.then((telemetry) => telemetry.error(name, context)).catch(() => undefined);
}
