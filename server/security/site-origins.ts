import type { ServerConfig } from '../config.ts';
import type { FrameOrigins } from './security-headers.ts';

/** The origins the site's pages may frame, show images from, connect and load scripts from. */
export function siteOrigins(config: Pick<ServerConfig, 'upstreams' | 'telemetryUrl' | 'deviceProfiling'>): FrameOrigins {
  const { upstreams, telemetryUrl, deviceProfiling } = config;
  return {
    frames: [upstreams.games, upstreams.cashier, upstreams.portal],
    images: [upstreams.games],
    // The telemetry collector, exactly: browsers post Faro's batches there.
    connect: [...(telemetryUrl ? [telemetryUrl] : []), ...(deviceProfiling ? [deviceProfiling.url] : [])],
    // The device-profiling provider's tag, on every page (the registration, deposit and withdrawal windows open on any).
    scripts: deviceProfiling ? [deviceProfiling.url] : [],
  };
}
