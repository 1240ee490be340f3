import { createTagProfiler, type DeviceProfiler } from '../device-profiling/index.ts';
import { usePageData } from './page-context.tsx';

/** One profiler per provider and brand for the page's life, so a provider that is down is warned about once. */
const profilers = new Map<string, DeviceProfiler>();

/** The device-profiling provider the site is configured with, or undefined where there is none (or on the server). */
export function useDeviceProfiler(): DeviceProfiler | undefined {
  const { platform, brand } = usePageData();
  const config = platform.deviceProfiling;
  if (!config || typeof document === 'undefined') return undefined;
  const key = `${config.url}|${config.orgId}|${brand.name}`;
  let profiler = profilers.get(key);
  if (!profiler) {
    profiler = createTagProfiler(config, { brand: brand.name });
    profilers.set(key, profiler);
  }
  return profiler;
}
