/**
 * SPEC §9's telemetry constants, as the settings of Grafana Faro they are: batches of up to 10,000
 * items sent at the latest a second after the first, every session sampled, a session kept across
 * pages and reloads (persistent) until 15 minutes without activity or 4 hours in all, and trace
 * spans exported 300 ms after they end.
 */
export const TELEMETRY_SETTINGS = {
  batchItemLimit: 10_000,
  sendTimeoutMs: 1_000,
  sampleRate: 1,
  sessionInactivityMs: 15 * 60 * 1000,
  sessionMaxMs: 4 * 60 * 60 * 1000,
  spanEndDelayMs: 300,
} as const;

/** What the telemetry says about where it comes from: attributes of every item (never who the player is). */
export interface TelemetryAttributes {
  brand: string;
  market: string;
  country: string;
  /** `web`, or `app` inside the wrapped Android app. */
  variant: 'web' | 'app';
}

/** Faro's own options, from the constants above. */
export function faroOptions({ url, attributes }: { url: string; attributes: TelemetryAttributes }) {
  return {
    url,
    app: { name: `croupier-${attributes.brand}`, environment: attributes.variant },
    batching: { enabled: true, itemLimit: TELEMETRY_SETTINGS.batchItemLimit, sendTimeout: TELEMETRY_SETTINGS.sendTimeoutMs },
    sessionTracking: {
      enabled: true,
      persistent: true,
      samplingRate: TELEMETRY_SETTINGS.sampleRate,
      maxSessionPersistenceTime: TELEMETRY_SETTINGS.sessionInactivityMs,
      session: { attributes: { ...attributes } },
    },
  };
}
