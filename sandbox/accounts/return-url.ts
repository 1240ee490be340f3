/** Hosts a registration may always return to: the machine itself and brand hosts under `.localhost`. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The URL the registration page may send the new player back to, or undefined when it must not: only
 * http(s) on loopback or on a host the sandbox was told about, so the page is no open redirect.
 */
export function allowedReturnUrl(raw: unknown, allowedHosts: readonly string[]): URL | undefined {
  if (typeof raw !== 'string' || !raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  const host = url.hostname.toLowerCase();
  const allowed =
    LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost') || allowedHosts.some((name) => name.toLowerCase() === host);
  return allowed ? url : undefined;
}

/** The return URL carrying the new player's user token in its fragment, where no server log sees it. */
export function withRegistrationToken(returnUrl: URL, registrationToken: string): string {
  const url = new URL(returnUrl);
  url.hash = `registrationToken=${encodeURIComponent(registrationToken)}`;
  return url.toString();
}
