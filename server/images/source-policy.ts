import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { refuse } from './image-refusal.ts';

/** An origin images may come from, with the path under which its images live (`http://platform/games/`). */
export interface ImageOrigin {
  /** `https://host[:port]/prefix/`: a source must have this scheme, host and port and start with this path. */
  base: URL;
  /** The platform's own services sit on the private network; a CDN named in IMAGE_ORIGINS must be public. */
  privateNetwork: boolean;
}

export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const resolveWithDns: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Never a source: link-local (cloud metadata at 169.254.169.254), unspecified, multicast, broadcast, reserved. */
const NEVER = new BlockList();
NEVER.addSubnet('0.0.0.0', 8, 'ipv4');
NEVER.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER.addSubnet('224.0.0.0', 4, 'ipv4');
NEVER.addSubnet('240.0.0.0', 4, 'ipv4');
NEVER.addAddress('::', 'ipv6');
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addSubnet('ff00::', 8, 'ipv6');

/** Loopback and private ranges: only for an origin of the platform itself. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

/** `::ffff:10.0.0.1` is 10.0.0.1. */
function plain(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, type: 'ipv4' };
  return { address, type: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Why an address may not be connected to for this origin, or undefined when it may. */
export function addressRefusal(address: string, privateNetwork: boolean): string | undefined {
  const { address: ip, type } = plain(address);
  if (NEVER.check(ip, type)) return 'the source resolves to a link-local or reserved address';
  if (!privateNetwork && PRIVATE.check(ip, type)) return 'the source resolves to a private address';
  return undefined;
}

/** Origins from the configuration: the platform's image services (private network allowed) and any CDN origins. */
export function imageOrigins(platform: readonly string[], public_: readonly string[] = []): ImageOrigin[] {
  const base = (value: string) => {
    const url = new URL(value);
    if (!url.pathname.endsWith('/')) url.pathname += '/';
    return url;
  };
  return [
    ...platform.map((value) => ({ base: base(value), privateNetwork: true })),
    ...public_.map((value) => ({ base: base(value), privateNetwork: false })),
  ];
}

/** The allow-listed origin a source URL belongs to; anything else is refused. */
export function originFor(source: URL, origins: readonly ImageOrigin[]): ImageOrigin {
  if (source.protocol !== 'http:' && source.protocol !== 'https:') throw refuse(`${source.protocol} sources are not allowed`);
  if (source.username || source.password) throw refuse('a source may not carry credentials');
  const origin = origins.find(
    ({ base }) =>
      base.origin === source.origin && source.pathname.startsWith(base.pathname) && !/\/\.\.?(\/|$)/.test(source.pathname),
  );
  if (!origin) throw refuse(`${source.origin} is not an allowed image origin`);
  return origin;
}

/**
 * The address to connect to for an allowed source: its host resolved once, every address checked
 * before any connection is made (the connection then goes to the checked address, not a new lookup).
 */
export async function checkedAddress(
  source: URL,
  origin: ImageOrigin,
  resolve: ResolveHost,
): Promise<{ address: string; family: number }> {
  const host = source.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw refuse(`${source.hostname} does not resolve`);
    }
  }
  if (!addresses.length) throw refuse(`${source.hostname} does not resolve`);
  for (const { address } of addresses) {
    const why = addressRefusal(address, origin.privateNetwork);
    if (why) throw refuse(why);
  }
  return addresses[0]!;
}
