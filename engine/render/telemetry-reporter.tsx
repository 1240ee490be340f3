import { useEffect, useRef } from 'react';
import { useConsent } from '../player/consent/index.ts';
import { playerInput, QUIET, quietMoment } from '../main-thread/index.ts';
import { setErrorTelemetry, startTelemetry, type Telemetry, type TelemetryAttributes } from '../telemetry/index.ts';

/** Each step of telemetry's start waits for the player to pause (QUIET.telemetryStart; see startTelemetry). */
const startsWhenQuiet = () => quietMoment(playerInput.quiet(QUIET.telemetryStart));
const drawing = playerInput.quiet(QUIET.drawing);

/**
 * Telemetry while the visitor allows analytics cookies (C0002): started on consent, paused when it
 * is withdrawn, resumed when given again; a page view on every route. Nothing without a collector
 * URL, or where the brand switched telemetry off.
 */
export function TelemetryReporter({
  url,
  attributes,
  path,
}: {
  url: string | undefined;
  attributes: TelemetryAttributes;
  path: string;
}) {
  const { consent } = useConsent();
  const allowed = Boolean(url) && consent?.groups.C0002 === true;
  const started = useRef<Promise<Telemetry> | undefined>(undefined);
  const first = useRef(attributes);

  useEffect(() => {
    if (allowed && url) {
      started.current ??= startTelemetry({
        url,
        attributes: first.current,
        nextStep: startsWhenQuiet,
        // Each batch is sent once a tap's or key's frame is past (QUIET.drawing).
        whenQuiet: drawing.whenQuiet,
      });
      setErrorTelemetry(started.current);
      void started.current.then((telemetry) => telemetry.resume());
    } else {
      setErrorTelemetry(undefined);
      void started.current?.then((telemetry) => telemetry.pause());
    }
  }, [allowed, url]);

  useEffect(() => {
    if (allowed) void started.current?.then((telemetry) => telemetry.view(path));
  }, [allowed, path]);
  return null;
}
