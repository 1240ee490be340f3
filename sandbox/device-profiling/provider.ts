import { Router } from 'express';

/** How many profiles the sandbox keeps (the latest): a demo's record, not a fraud engine. */
const MAX_PROFILES = 500;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface DeviceProfile {
  sessionId: string;
  /** SPEC §9's page id (100 registration, 101 deposit, 102 withdrawal); null for a login's profiling. */
  pageId: number | null;
  brand: string;
  orgId: string;
}

/**
 * The tag the page loads: it reports its profiling session to the provider, then hands the page the
 * session's black box in a `croupier:device-profile` event. (A real provider's tag fingerprints the
 * device first; this one only says it was there.)
 */
const TAG = `(function () {
  var script = document.currentScript;
  var src = new URL(script.src);
  var query = src.searchParams;
  var base = src.href.replace(/\\/tag\\.js.*$/, '');
  fetch(base + '/profile?' + query.toString(), { method: 'POST', mode: 'cors', keepalive: true })
    .then(function (answer) { return answer.json(); })
    .then(function (profile) {
      window.dispatchEvent(new CustomEvent('croupier:device-profile', { detail: { sessionId: query.get('session_id'), blackBox: profile.blackBox } }));
    })
    .catch(function () {});
})();
`;

/** The sandbox's device-profiling provider: its tag, what reached it, and the black box of each session. */
export function createDeviceProfilingProvider() {
  const profiles: DeviceProfile[] = [];
  const routes = Router();
  routes.use((_req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    next();
  });
  routes.get('/tag.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'public, max-age=300').send(TAG);
  });
  routes.post('/profile', (req, res) => {
    const { session_id: sessionId, page_id: page, org_id: orgId, brand } = req.query as Record<string, unknown>;
    if (typeof sessionId !== 'string' || !ID.test(sessionId))
      return void res.status(400).json({ code: 400, message: 'session_id: 1 to 64 letters, digits, _ or -' });
    if (typeof orgId !== 'string' || !ID.test(orgId))
      return void res.status(400).json({ code: 400, message: 'org_id: 1 to 64 letters, digits, _ or -' });
    const pageId = page === undefined ? null : Number(page);
    if (pageId !== null && ![100, 101, 102].includes(pageId))
      return void res.status(400).json({ code: 400, message: 'page_id must be 100, 101 or 102' });
    profiles.push({ sessionId, pageId, brand: typeof brand === 'string' && ID.test(brand) ? brand : '', orgId });
    profiles.splice(0, Math.max(0, profiles.length - MAX_PROFILES));
    res.json({ blackBox: `sandbox-${orgId}-${sessionId}` });
  });
  return {
    routes,
    list: () => profiles.map(({ sessionId, pageId, brand }) => ({ sessionId, pageId, brand })),
    reset: () => void profiles.splice(0),
  };
}
