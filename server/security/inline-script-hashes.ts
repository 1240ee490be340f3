import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/**
 * CSP source expressions (`'sha256-…'`) for the inline scripts of an HTML page, in the order they
 * appear. The browser hashes a script's text as parsed, and parsing turns CR LF and lone CR into LF.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', source = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes) || source === '') continue;
    const digest = createHash('sha256').update(source.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/** The policy with these sources added to its script-src (or to a script-src made from default-src). */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (!sources.length) return policy;
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const named = (name: string) => directives.findIndex((directive) => directive.split(/\s+/)[0]?.toLowerCase() === name);
  const script = named('script-src');
  if (script >= 0) directives[script] = [directives[script], ...sources].join(' ');
  else {
    const fallback = named('default-src');
    const base = fallback >= 0 ? (directives[fallback] as string).split(/\s+/).slice(1) : [];
    directives.push(['script-src', ...base, ...sources].join(' '));
  }
  return directives.join(';');
}
