import helmet from 'helmet';
import type { RequestHandler } from 'express';

export interface FrameOrigins {
  /** Origins of games, the cashier and the player portal: the only ones the site may frame. */
  frames: string[];
  /** Origins the browser may load images from besides the site (game thumbnails). */
  images: string[];
  /** Origins the browser may connect to besides the site. */
  connect: string[];
}

const origin = (url: string) => new URL(url).origin;

/** helmet's headers with a CSP that frames only the configured game, cashier and portal origins. */
export function securityHeaders(origins: FrameOrigins): RequestHandler {
  const unique = (urls: string[]) => [...new Set(urls.map(origin))];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
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
