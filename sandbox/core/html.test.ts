import { describe, expect, it } from 'vitest';
import { html, scriptJson, trustedHtml } from './html.ts';

describe('html', () => {
  it('escapes what it interpolates, lists included, but not SafeHtml', () => {
    const name = `<img src=x onerror="alert('x')">`;
    expect(html`<p title="${name}">${[name, html`<b>${'&'}</b>`]}${trustedHtml('<i>ok</i>')}${undefined}${false}</p>`.value).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;">&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;<b>&amp;</b><i>ok</i></p>',
    );
  });

  it('keeps JSON from closing the script it sits in', () => {
    expect(scriptJson({ text: '</script><script>' }).value).toBe('{"text":"\\u003c/script>\\u003cscript>"}');
  });
});
