/** Keys whose values never leave the browser in telemetry, whatever item they ride in. */
const SECRET_KEY = /^(user|username|userid|password|passwd|.*token.*|.*balance.*|authorization|cookie|e?mail)$/i;
/** A JWT, a bearer value, or a launch/refresh token in a URL's query. */
const SECRET_TEXT = [
  [/\b[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g, '[token]'],
  [/([?&](?:launchToken|LaunchToken|token|userToken|refreshToken)=)[^&#\s]+/g, '$1[token]'],
  [/(Bearer\s+)\S+/gi, '$1[token]'],
] as const;

const REDACTED = '[redacted]';

/**
 * A telemetry item with nothing of the player in it: values under a username, password, token,
 * balance, email or cookie key are replaced, and tokens anywhere in text (a URL's query, a bearer
 * header, a JWT) are masked. Returns a copy; the item is not changed.
 */
export function scrubTelemetry<T>(item: T): T {
  return scrub(item) as T;
}

function scrub(value: unknown, key?: string): unknown {
  if (key !== undefined && SECRET_KEY.test(key) && value !== null && typeof value !== 'object') return REDACTED;
  if (typeof value === 'string') return SECRET_TEXT.reduce<string>((text, [pattern, mask]) => text.replace(pattern, mask), value);
  if (Array.isArray(value)) return value.map((entry) => scrub(entry));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, scrub(entry, name)]));
  return value;
}
