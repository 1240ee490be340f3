/** The cookies of a Cookie header, by name; a malformed pair is skipped, never thrown on. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index < 1) continue;
    const name = pair.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(pair.slice(index + 1).trim());
    } catch {
      // A value that is not valid percent-encoding is not ours.
    }
  }
  return cookies;
}
