export { TELEMETRY_SETTINGS, faroOptions, type TelemetryAttributes } from './telemetry-settings.ts';
export { scrubTelemetry } from './scrub.ts';
export { trackError, setErrorTelemetry, type ErrorContext } from './track-error.ts';
export { startTelemetry, type Telemetry } from './start-telemetry.ts';
export { reportAppInitError, reportComponentError } from './app-errors.ts';
