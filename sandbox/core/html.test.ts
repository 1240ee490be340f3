import { describe, expect, it } from 'vitest';
import { html, renderTemplate, scriptJson, trustedHtml } from './html.ts';

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

describe('page templates (*.eta)', () => {
  it('escape every value with the same escaper as html, and let SafeHtml through', () => {
    const page = renderTemplate('games/play-page', {
      style: trustedHtml('main{color:red}'),
      title: '<script>alert("x")</script>',
      message: html`<em>${'Tom & "Jerry"'}</em>`,
    }).value;
    expect(page).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>');
    expect(page).toContain('<p><em>Tom &amp; &quot;Jerry&quot;</em></p>');
    expect(page).toContain('main{color:red}');
    expect(page).not.toContain('<script>');
  });

  it('stop at a value the template reads and the view does not give, naming it', () => {
    expect(() => renderTemplate('games/play-page', { style: trustedHtml(''), message: 'Closed' })).toThrow(
      'sandbox/games/play-page.eta reads it.title, which its view does not give',
    );
    // An optional value is given as undefined.
    expect(
      renderTemplate('portal/player-page', { title: 'T', body: html`<p>B</p>`, script: undefined, style: '' }).value,
    ).not.toContain('<script>');
  });
});
