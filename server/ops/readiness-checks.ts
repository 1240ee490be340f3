import { access } from 'node:fs/promises';
import path from 'node:path';
import { createReadiness, type ReadinessCheck } from './readiness.ts';

/** Where Vite writes the client build's manifest, inside the client folder. */
const CLIENT_MANIFEST = '.vite/manifest.json';

/** At least one brand is loaded: without one, every Host gets a 404. */
export const brandsLoaded =
  (countBrands: () => number): ReadinessCheck =>
  async () =>
    countBrands() > 0 || 'no brand loaded';

/** The client build is there: without it, pages render without their scripts and styles. */
export function buildPresent(clientDir: string): ReadinessCheck {
  const manifest = path.join(clientDir, CLIENT_MANIFEST);
  const relative = path.relative(process.cwd(), manifest);
  // The path as an operator would type it from the working folder, when the build is under it.
  const shown = relative.startsWith('..') || path.isAbsolute(relative) ? manifest : relative;
  return async () =>
    access(manifest).then(
      () => true as const,
      () => `missing ${shown}`,
    );
}

/** The instance has been told to stop: the load balancer should send its traffic elsewhere. */
export const notStopping =
  (isAcceptingTraffic: () => boolean): ReadinessCheck =>
  async () =>
    isAcceptingTraffic() || 'stopping';

/**
 * The site's readiness: brands loaded, the build present, not stopping, the shared store when there is
 * one, and any `checks` given; `stopAcceptingTraffic` turns it to not ready for good (SIGTERM).
 */
export function createSiteReadiness({
  brandCount,
  clientDir,
  redis,
  checks,
}: {
  brandCount: () => number;
  clientDir: string;
  redis: { status: ReadinessCheck } | undefined;
  checks: Record<string, ReadinessCheck>;
}) {
  let accepting = true;
  const readiness = createReadiness({
    checks: {
      brands: brandsLoaded(brandCount),
      build: buildPresent(clientDir),
      shutdown: notStopping(() => accepting),
      ...checks,
    },
  });
  if (redis) readiness.add('redis', redis.status);
  return {
    readiness,
    stopAcceptingTraffic: () => void (accepting = false),
    isAcceptingTraffic: () => accepting,
  };
}
