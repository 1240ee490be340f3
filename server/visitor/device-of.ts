import type { Device } from '../../schemas/index.ts';

/** A phone or tablet browser, by its User-Agent: the device picks the market's mobile casino. */
export const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/** What an edge's device header says of a phone or tablet (`mobile`, CloudFront's `true`, Akamai's `1`). */
const MOBILE_HEADER_VALUE = /^(mobile|tablet|true|1)$/i;

/**
 * The visitor's device. With a device header configured (DEVICE_HEADER) the edge decides and the
 * User-Agent is not read: a page then varies on that one header, which a CDN keys on cheaply,
 * instead of on every browser's User-Agent. A request without the header is a desktop's.
 */
export function deviceOf(header: (name: string) => string | string[] | undefined, deviceHeader: string | undefined): Device {
  if (deviceHeader) return MOBILE_HEADER_VALUE.test(String(header(deviceHeader) ?? '').trim()) ? 'mobile' : 'desktop';
  return MOBILE_USER_AGENT.test(String(header('user-agent') ?? '')) ? 'mobile' : 'desktop';
}

/** The request headers a page's device depends on, for `Vary`. */
export const deviceVary = (deviceHeader: string | undefined) => deviceHeader ?? 'User-Agent';
