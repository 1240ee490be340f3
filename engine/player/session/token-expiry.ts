/** SPEC §9: the user token is exchanged 2 minutes before it expires. */
export const TOKEN_REFRESH_BUFFER_MS = 2 * 60 * 1000;
/** SPEC §9: the session summary is polled every minute. */
export const SESSION_SUMMARY_POLL_MS = 60 * 1000;

const decodeBase64Url = (part: string) => {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  return atob(base64);
};

/** The `exp` of a JWT's payload, in ms since the epoch; undefined when it cannot be read. */
export function readTokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(decodeBase64Url(payload)) as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** How long to wait before exchanging the token: until 2 minutes before it expires (0 if that is past). */
export function msUntilTokenRefresh(token: string, now: number): number | undefined {
  const expiry = readTokenExpiry(token);
  return expiry === undefined ? undefined : Math.max(0, expiry - TOKEN_REFRESH_BUFFER_MS - now);
}
