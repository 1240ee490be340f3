import type { RequestHandler } from 'express';

/** A year, with every subdomain: browsers go straight to https for each brand's hosts. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * HSTS only on answers that reached the visitor over https (`req.secure`: the connection, or
 * X-Forwarded-Proto from a trusted proxy). Over plain http the header means nothing to a browser and
 * would only mislead, and an untrusted client's X-Forwarded-Proto must not switch it on.
 */
export const strictTransportSecurity: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  next();
};
