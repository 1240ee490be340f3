import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { ImageRefusal, refuse } from './image-refusal.ts';
import { checkedAddress, originFor, type ImageOrigin, type ResolveHost } from './source-policy.ts';

/** Image types the endpoint reads; anything else an origin sends is refused. */
export const SOURCE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/svg+xml'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export interface SourceImage {
  bytes: Buffer;
  type: SourceType;
}

export interface FetchPolicy {
  origins: readonly ImageOrigin[];
  resolve: ResolveHost;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export function sourceType(contentType: string | undefined): SourceType | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return SOURCE_TYPES.find((candidate) => candidate === type);
}

/** One GET to an address already checked: the connection's lookup answers with it, never a second resolution. */
function get(source: URL, pinned: { address: string; family: number }, timeoutMs: number): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: (typeof pinned)[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const request = source.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(source, { method: 'GET', lookup, headers: { accept: SOURCE_TYPES.join(', ') }, timeout: timeoutMs });
    outgoing.on('response', resolve);
    outgoing.on('timeout', () => outgoing.destroy(new ImageRefusal(504, 'the image source took too long')));
    outgoing.on('error', (error) =>
      reject(error instanceof ImageRefusal ? error : new ImageRefusal(502, 'the image source could not be reached')),
    );
    outgoing.end();
  });
}

/** The body, refused as soon as it passes the size limit (a stated length over it is refused before reading). */
async function readLimited(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const stated = Number(response.headers['content-length']);
  if (stated > maxBytes) {
    response.destroy();
    throw refuse(`the image is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw refuse(`the image is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * An image from an allow-listed origin. Every hop (the source and each redirect) is matched against
 * the allow-list and its address checked before a connection is made; redirects elsewhere are refused.
 */
export async function fetchSource(source: URL, policy: FetchPolicy): Promise<SourceImage> {
  let url = source;
  for (let hop = 0; ; hop++) {
    const origin = originFor(url, policy.origins);
    const address = await checkedAddress(url, origin, policy.resolve);
    const response = await get(url, address, policy.timeoutMs);
    const status = response.statusCode ?? 502;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= policy.maxRedirects) throw refuse('the image source redirected too many times');
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw status === 404
        ? new ImageRefusal(404, 'no such image at the source')
        : new ImageRefusal(502, `the image source answered ${status}`);
    }
    const type = sourceType(response.headers['content-type']);
    if (!type) {
      response.resume();
      throw refuse('the source is not an image');
    }
    return { bytes: await readLimited(response, policy.maxBytes), type };
  }
}
