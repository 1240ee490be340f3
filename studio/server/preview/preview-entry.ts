import { SESSION_KEYS } from '../../../engine/player/session/index.ts';

/** The cookie the preview's device rides in (the gateway turns it into the site's device header). */
export const DEVICE_COOKIE = 'studio-device';
/** The cookie the preview's brand rides in (the gateway turns it into the host the site serves the brand on). */
export const BRAND_COOKIE = 'studio-brand';

/** What the preview shows: a page of the brand, for a visitor from a country, logged in or not, in the app or not. */
export interface PreviewVisitor {
  brand: string;
  path: string;
  /** ISO 3166-1 two-letter; empty: as the site takes an unknown visitor. */
  country: string;
  loggedIn: boolean;
  wrappedApp: boolean;
  device: 'mobile' | 'desktop';
}

/** The visitor a preview's query names; anything unexpected falls back to a logged-out desktop visitor of the lobby. */
export function previewVisitorOf(query: URLSearchParams): PreviewVisitor {
  const path = query.get('path') ?? '/';
  const country = (query.get('country') ?? '').toUpperCase();
  const brand = query.get('brand') ?? '';
  return {
    brand: /^[a-z0-9-]{1,40}$/.test(brand) ? brand : '',
    path: /^\/[a-z0-9/-]*$/.test(path) ? path : '/',
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    loggedIn: query.get('login') === '1',
    wrappedApp: query.get('app') === '1',
    device: query.get('device') === 'mobile' ? 'mobile' : 'desktop',
  };
}

/**
 * The page the preview frame opens first, on the brand's preview host: it sets the visitor's country
 * and device cookies, logs a sandbox player of that country in through the site's own API when asked
 * (a player the sandbox's control API makes for the preview, with the preview's own password; the
 * tokens kept where the site keeps them), then opens the page, in the app when asked.
 */
export function previewEntryPage(query: URLSearchParams, playerPassword: string): string {
  const config = {
    ...previewVisitorOf(query),
    password: playerPassword,
    keys: SESSION_KEYS,
    deviceCookie: DEVICE_COOKIE,
    brandCookie: BRAND_COOKIE,
  };
  // JSON in a script: `<` is escaped so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html><meta charset="utf-8"><title>Preview</title><body style="background:#111"><script>
(async () => {
  const o = ${json};
  const scope = '; path=/; SameSite=Lax';
  document.cookie = o.country ? 'country=' + o.country + scope : 'country=' + scope + '; max-age=0';
  document.cookie = o.deviceCookie + '=' + o.device + scope;
  document.cookie = o.brandCookie + '=' + o.brand + scope;
  sessionStorage.clear();
  const data = await (await fetch('/api/page-data?path=' + encodeURIComponent(o.path))).json();
  let target = o.path;
  const app = data.brand && data.brand.features.wrappedApp;
  if (o.wrappedApp && app && app.enabled) target += '?' + app.queryFlag + '=true';
  if (o.loggedIn) {
    // A player of the market's country, made through the sandbox's control API with the preview's own password.
    const username = 'studio-' + (data.market.country || 'xx').toLowerCase();
    await fetch('/sandbox/players', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password: o.password,
        countryIso2: data.market.country,
        currencyIsoCode: data.market.currencyIsoCode,
        registeredProductId: data.market.casinoId,
      }),
    });
    const player = { username };
    const answer = await fetch('/api/accounts/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        credentials: { username: player.username, password: o.password, passwordType: 1 },
        numLaunchTokens: 10,
        sessionProductId: data.market.casinoId,
      }),
    });
    if (answer.ok) {
      const { tokens } = await answer.json();
      sessionStorage.setItem(o.keys.userToken, tokens.userToken);
      sessionStorage.setItem(o.keys.launchTokens, JSON.stringify(tokens.launchTokens));
      sessionStorage.setItem(o.keys.refreshTokens, JSON.stringify(tokens.refreshTokens));
      sessionStorage.setItem(o.keys.started, new Date().toISOString());
      sessionStorage.setItem(o.keys.showTerms, 'false');
    }
  }
  location.replace(target);
})();
</script>`;
}
