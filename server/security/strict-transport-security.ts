import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/** A year, with every subdomain: browsers go straight to https for each brand's hosts. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Express's compiled `trust proxy` setting: whether the hop at that address may speak for the client. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Whether the visitor reached the site over https, as Express's `req.secure` decides it for requests
 * answered without Express: TLS on the socket, or X-Forwarded-Proto's first value from a trusted proxy.
 */
export function reachedOverHttps(req: IncomingMessage, trust: TrustProxy): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  if (typeof forwarded !== 'string' || !trust(req.socket.remoteAddress ?? '', 0)) return false;
  return forwarded.split(',', 1)[0]!.trim() === 'https';
}

/**
 * HSTS only on answers that reached the visitor over https (`req.secure`: the connection, or
 * X-Forwarded-Proto from a trusted proxy). Over plain http the header means nothing to a browser and
 * would only mislead, and an untrusted client's X-Forwarded-Proto must not switch it on.
 */
export const strictTransportSecurity: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  next();
};
