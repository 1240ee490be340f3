import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** At equal quality in Accept-Encoding, the smallest body wins. */
const SERVER_PREFERENCE: readonly BodyEncoding[] = ['br', 'gzip', 'identity'];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface EncodedBody {
  bytes: Buffer;
  /** Strong: a hash of exactly these bytes, so each encoding has its own. */
  etag: string;
}

/** An answer's bytes as stored: compressed once, beside the plain bytes. */
export interface EncodedBodies {
  bodies: Readonly<Record<BodyEncoding, EncodedBody>>;
  /** Bytes held, for a cache's budget. */
  size: number;
}

const body = (bytes: Buffer): EncodedBody => ({
  bytes,
  etag: `"${createHash('sha256').update(bytes).digest('base64url')}"`,
});

/**
 * Text (HTML, JSON) in every encoding it is served in. Compression runs on zlib's thread pool, once
 * per stored answer rather than once per response; the same bytes give the same encodings on every instance.
 */
export async function encodeBody(identity: Buffer): Promise<EncodedBodies> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    bodies: { br: body(br), gzip: body(gz), identity: body(identity) },
    size: identity.length + br.length + gz.length,
  };
}

/**
 * The encoding to send for an Accept-Encoding header: the highest quality the client gives, the
 * server's preference between equals. No header, or nothing acceptable: the plain bytes.
 */
export function pickEncoding(acceptEncoding: string | undefined): BodyEncoding {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!coding) continue;
    const q = params.find((param) => /^q=/i.test(param));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(coding.toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  const qualityOf = (encoding: BodyEncoding) => quality.get(encoding) ?? quality.get('*') ?? (encoding === 'identity' ? 1 : 0);
  let best: BodyEncoding = 'identity';
  let bestQuality = 0;
  for (const encoding of SERVER_PREFERENCE) {
    if (qualityOf(encoding) > bestQuality) [best, bestQuality] = [encoding, qualityOf(encoding)];
  }
  return best;
}

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for this header) or is `*`. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
