import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withScriptSources } from './inline-script-hashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('name each inline script once, in page order, and leave out external and empty ones', () => {
    const html = [
      '<script data-tsr-stream-part="">self.$_TSR={}</script>',
      '<script type="module" src="/static/app.js"></script>',
      '<script></script>',
      '<script type="module">import("/static/app.js")</script>',
      '<SCRIPT>self.$_TSR={}</SCRIPT >',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('self.$_TSR={}'), sha256('import("/static/app.js")')]);
  });

  it('hash the text as the browser parses it: line breaks become LF', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()\rc()</script>')).toEqual([sha256('a()\nb()\nc()')]);
  });
});

describe('a policy with script sources', () => {
  it.each([
    {
      policy: "default-src 'self';script-src 'self';style-src 'self'",
      result: "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b';style-src 'self'",
    },
    { policy: "default-src 'self'", result: "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b'" },
  ])('$policy', ({ policy, result }) => {
    expect(withScriptSources(policy, ["'sha256-a'", "'sha256-b'"])).toBe(result);
  });

  it('is the policy itself when there are none', () => {
    expect(withScriptSources("script-src 'self'", [])).toBe("script-src 'self'");
  });
});
