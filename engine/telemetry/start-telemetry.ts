import type { Faro, TransportItem } from '@grafana/faro-web-sdk';
import { faroOptions, TELEMETRY_SETTINGS, type TelemetryAttributes } from './telemetry-settings.ts';
import { scrubTelemetry } from './scrub.ts';
import { sendsWhenQuiet, type WhenQuiet } from './sends-when-quiet.ts';

/** The running telemetry: page views, errors by name, and a switch for consent. */
export interface Telemetry {
  view(path: string): void;
  error(name: string, context: Record<string, string | number | boolean | undefined>): void;
  pause(): void;
  resume(): void;
}

/**
 * Grafana Faro, loaded only now (after consent: it is not part of the page's first JavaScript), with
 * web vitals, uncaught errors, the session, page views, CSP violations, and W3C trace context on the
 * site's own `/api` calls (the `traceparent` the server logs and passes to the platform). Every item
 * is scrubbed first.
 *
 * Faro's other default instrumentations stay off, for the player's taps: user actions and soft
 * navigations start tracking on every pointerdown and key and watch every change to the document
 * (the site marks no user actions, and sends its page views itself), and resource timing turns each
 * game image loaded into an event while the next tap waits.
 *
 * Faro starts in steps, each after `nextStep()` (a quiet moment: see quietMoment): its two modules,
 * the user agent's parse, its core, then each instrumentation. Started in one go, it was a 70-140 ms
 * task on a phone (4x CPU), and a player who accepted cookies and went straight to the search had a
 * key wait for it. Its batches are sent when the player is quiet too (`whenQuiet`, see sendsWhenQuiet).
 */
export async function startTelemetry({
  url,
  attributes,
  nextStep = async () => {},
  whenQuiet = (task) => {
    task();
    return () => undefined;
  },
}: {
  url: string;
  attributes: TelemetryAttributes;
  nextStep?: () => Promise<void>;
  whenQuiet?: WhenQuiet;
}): Promise<Telemetry> {
  await nextStep();
  const faroWeb = await import('@grafana/faro-web-sdk');
  await nextStep();
  const { TracingInstrumentation } = await import('@grafana/faro-web-tracing');
  // Spans are exported this long after they end (SPEC §9); Faro reads it when tracing starts.
  TracingInstrumentation.SCHEDULED_BATCH_DELAY_MS = TELEMETRY_SETTINGS.spanEndDelayMs;
  // The user agent parsed on its own (Faro keeps the result): it was two thirds of the session's step.
  await nextStep();
  const { browserMeta } = faroWeb;
  if (typeof browserMeta === 'function') browserMeta();
  await nextStep();
  const sendWhenQuiet = sendsWhenQuiet(whenQuiet, document);
  /** Faro's own transport to the collector, each batch sent once the player is quiet. */
  class QuietFetchTransport extends faroWeb.FetchTransport {
    override send(items: TransportItem[]) {
      return new Promise<void>((sent) => sendWhenQuiet(() => sent(super.send(items))));
    }
  }
  const { url: collector, ...options } = faroOptions({ url, attributes });
  const faro: Faro = faroWeb.initializeFaro({
    ...options,
    transports: [new QuietFetchTransport({ url: collector })],
    instrumentations: [],
    beforeSend: (item) => scrubTelemetry(item),
  });
  // The session first: every item after it carries the session.
  for (const instrumentation of [
    new faroWeb.SessionInstrumentation(),
    new faroWeb.ErrorsInstrumentation(),
    new faroWeb.ViewInstrumentation(),
    new faroWeb.WebVitalsInstrumentation(),
    new faroWeb.CSPInstrumentation(),
    // Same-origin calls carry traceparent by default; no other origin gets it.
    new TracingInstrumentation({ instrumentationOptions: { propagateTraceHeaderCorsUrls: [] } }),
  ]) {
    await nextStep();
    faro.instrumentations.add(instrumentation);
  }
  return {
    view: (path) => faro.api.setView({ name: path }),
    error: (name, context) => {
      const error = new Error(name);
      error.name = name;
      faro.api.pushError(error, {
        type: name,
        context: Object.fromEntries(
          Object.entries(context).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
        ),
      });
    },
    pause: () => faro.pause(),
    resume: () => faro.unpause(),
  };
}
