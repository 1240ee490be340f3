import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware, proxyEventsPlugin } from 'http-proxy-middleware';
import { CANVAS_COOKIE, CANVAS_PLATFORM_PATH } from '../shared/canvas-paths.ts';
import { BRAND_COOKIE, DEVICE_COOKIE } from './preview/preview-entry.ts';
import type { PreviewSite } from './preview/preview-site.ts';

/**
 * The site's own paths the canvas's components ask for: pictures (resized by the site), the brand's
 * fonts, and the platform behind CANVAS_PLATFORM_PATH.
 */
const SITE_PATHS = ['/assets/', '/api/images', '/fonts/', `${CANVAS_PLATFORM_PATH}/`];
const NAME = /^[a-z0-9-]{1,40}$/;

/** The canvas's visitor from its cookie: checked, so nothing else reaches the preview's gateway. */
function visitorOf(cookie: string | undefined) {
  const raw = new RegExp(`(?:^|;\\s*)${CANVAS_COOKIE}=([^;]*)`).exec(cookie ?? '')?.[1];
  const [brand = '', country = '', device = ''] = decodeURIComponent(raw ?? '').split('|');
  return {
    brand: NAME.test(brand) ? brand : '',
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    device: device === 'mobile' ? 'mobile' : 'desktop',
  };
}

/**
 * Passes the canvas's requests for the site's pictures and platform on to the live preview's site, as
 * the canvas's visitor (its brand, country and device in the preview's own cookies). Before the preview
 * is ready they are answered 503.
 */
export function canvasProxy(previewSite: PreviewSite | undefined): RequestHandler {
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    router: () => {
      const state = previewSite?.state();
      return state?.state === 'ready' ? `http://127.0.0.1:${state.port}` : undefined;
    },
    target: 'http://127.0.0.1:9',
    // The event handlers below, without the logger's line per picture.
    ejectPlugins: true,
    plugins: [proxyEventsPlugin],
    pathRewrite: (path) => (path.startsWith(CANVAS_PLATFORM_PATH) ? path.slice(CANVAS_PLATFORM_PATH.length) : path),
    on: {
      proxyReq(proxyReq, req) {
        const { brand, country, device } = visitorOf(req.headers.cookie);
        proxyReq.setHeader('cookie', `${BRAND_COOKIE}=${brand}; country=${country}; ${DEVICE_COOKIE}=${device}`);
      },
      error(_error, _req, res) {
        if ('writeHead' in res && !res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'preview_unavailable', message: 'the live preview does not answer' }));
      },
    },
  });
  return (request, response, next) => {
    if (!SITE_PATHS.some((prefix) => request.path.startsWith(prefix))) return next();
    if (previewSite?.state().state !== 'ready') {
      response.status(503).set('retry-after', '1').json({ code: 'preview_starting', message: 'the live preview is starting' });
      return;
    }
    void proxy(request, response, next);
  };
}
