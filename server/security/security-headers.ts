import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

export interface FrameOrigins {
  /** Origins of games, the cashier and the player portal: the only ones the site may frame. */
  frames: string[];
  /** Origins the browser may load images from besides the site (game thumbnails). */
  images: string[];
  /** Origins the browser may connect to besides the site. */
  connect: string[];
}

const origin = (url: string) => new URL(url).origin;

/** A fresh nonce per response for the router's inline hydration scripts. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64url');
  next();
};

/** helmet's headers with a CSP that frames only the configured game, cashier and portal origins. */
export function securityHeaders(origins: FrameOrigins): RequestHandler {
  const unique = (urls: string[]) => [...new Set(urls.map(origin))];
  const nonce = (_req: unknown, res: unknown) => `'nonce-${String((res as Response).locals.cspNonce)}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", nonce],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...unique(origins.images)],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...unique(origins.connect)],
        'frame-src': unique(origins.frames),
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    // Same-origin isolation would stop game and cashier frames from other origins from loading.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
}
