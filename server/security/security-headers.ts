import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { isApiPath, isFilePath } from '../http/path-kinds.ts';
import { STRICT_TRANSPORT_SECURITY, strictTransportSecurity } from './strict-transport-security.ts';

export interface FrameOrigins {
  /** Origins of games, the cashier and the player portal: the only ones the site may frame. */
  frames: string[];
  /** Origins the browser may load images from besides the site (game thumbnails). */
  images: string[];
  /** Origins the browser may connect to besides the site. */
  connect: string[];
  /** Origins the browser may load scripts from besides the site (the device-profiling provider's tag). */
  scripts?: string[];
}

const origin = (url: string) => new URL(url).origin;

/**
 * What an answer that is not a page carries (API JSON, a script, a font, an image), after OWASP's REST
 * Security Cheat Sheet: it is not to be sniffed into a document, framed, loaded by other sites or
 * followed by a referrer, and opened on its own (an SVG, say) it may run and load nothing. A page's
 * headers (its script and frame policy, isolation, legacy switches) mean nothing there: on a platform
 * call they cost a tenth of the site's time, on each font a phone preloads half a kilobyte.
 */
export const NON_PAGE_SECURITY_HEADERS: Readonly<OutgoingHttpHeaders> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Pages: helmet's headers with a CSP that frames only the configured game, cashier and portal
 * origins; scripts come from the site only: a page adds the hashes of its own inline scripts
 * (withScriptSources), so the policy is the same for every copy of a page, with no per-response nonce.
 * API answers and files: NON_PAGE_SECURITY_HEADERS. All get HSTS over https.
 */
export function securityHeaders(origins: FrameOrigins): RequestHandler {
  const pageHeaders = helmetFor(origins);
  return (req, res, next) => {
    if (!isApiPath(req.path) && !isFilePath(req.path))
      return strictTransportSecurity(req, res, () => pageHeaders(req, res, next));
    setNonPageSecurityHeaders(res, req.secure);
    if (isWorkerScript(req.path)) res.setHeader('content-security-policy', WORKER_SCRIPT_POLICY);
    next();
  };
}

const NON_PAGE_ENTRIES = Object.entries(NON_PAGE_SECURITY_HEADERS) as [string, string][];

/**
 * A worker's script is the one file whose policy governs what runs: a worker lives under its
 * script's CSP, and the catalogue's fetches the site's own API. It may connect to the site and
 * nothing else.
 */
export const WORKER_SCRIPT_POLICY = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

/** The build names a worker's script `<name>.worker-<hash>.js` (vite.config.ts). */
const isWorkerScript = (path: string) => /^\/static\/assets\/[\w-]+\.worker-[\w-]+\.js$/.test(path);

/**
 * The security headers of an API answer or a file, HSTS when it reached the visitor over https: one
 * definition for the middleware and for platform calls answered without Express.
 */
export function setNonPageSecurityHeaders(res: ServerResponse, overHttps: boolean): void {
  if (overHttps) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  for (const [name, value] of NON_PAGE_ENTRIES) res.setHeader(name, value);
}

/**
 * The headers `securityHeaders` sets on a page, as one fixed set (HSTS aside: it depends on the request), for
 * answers made without Express: helmet's own middleware, run once against a response that records them.
 */
export function fixedSecurityHeaders(origins: FrameOrigins): OutgoingHttpHeaders {
  const recorded: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (recorded[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete recorded[name.toLowerCase()],
  };
  helmetFor(origins)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return recorded;
}

function helmetFor(origins: FrameOrigins) {
  const unique = (urls: string[]) => [...new Set(urls.map(origin))];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...unique(origins.scripts ?? [])],
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
    // helmet would send it over plain http too; strictTransportSecurity sends it over https only.
    strictTransportSecurity: false,
  });
}
