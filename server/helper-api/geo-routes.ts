import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { parseCookies, type RequestVisitor } from '../visitor/index.ts';

/** Cookies of the visit tracker: a visit id per browser session, a browser id for two years, and the marketing cloud's pipe-separated cookie. */
export const TRACKING_COOKIES = { visitId: 'visitId', browserId: 'browserId', marketingCloud: 'mcTracking' } as const;
const TWO_YEARS_MS = 2 * 365 * 24 * 60 * 60 * 1000;
const ID = /^[A-Za-z0-9-]{8,64}$/;

/** GET /api/geo-info, /api/ip-address and /api/visit-tracker. */
export function createGeoRoutes({ visitor }: { visitor: (req: Request, res: Response) => RequestVisitor }) {
  const routes = Router();

  routes.get('/api/geo-info', (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ data: visitor(req, res).geo });
  });

  routes.get('/api/ip-address', (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ ipAddress: visitor(req, res).ip });
  });

  routes.get('/api/visit-tracker', (req, res) => {
    const cookies = parseCookies(req.get('cookie'));
    const secure = req.secure;
    const known = (value: string | undefined) => (value && ID.test(value) ? value : undefined);
    const visitId = known(cookies[TRACKING_COOKIES.visitId]) ?? randomUUID();
    const browserId = known(cookies[TRACKING_COOKIES.browserId]) ?? randomUUID();
    res.cookie(TRACKING_COOKIES.visitId, visitId, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    res.cookie(TRACKING_COOKIES.browserId, browserId, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: TWO_YEARS_MS,
    });
    // The experience cloud id is the fifth piece of the marketing cloud's pipe-separated cookie.
    const ecid = cookies[TRACKING_COOKIES.marketingCloud]?.split('|')[4] || null;
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ visitId, browserId, ecid });
  });

  return routes;
}
