import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './sanitize-cms-html.ts';

describe('sanitising CMS HTML', () => {
  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['an image error handler', '<img src="x" onerror="alert(1)">', ''],
    ['a style attribute', '<p style="color:red">Hi</p>', '<p>Hi</p>'],
    ['an iframe', '<iframe src="https://evil.test"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a form', '<form action="/x"><input name="a"></form>', ''],
  ])('strips %s', (_what, html, expected) => {
    expect(sanitizeCmsHtml(html)).toBe(expected);
  });

  it('keeps headings, paragraphs, lists, emphasis and tables', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <em>soft</em></p><ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('keeps site links as they are', () => {
    expect(sanitizeCmsHtml('<a href="/terms">terms</a>')).toBe('<a href="/terms">terms</a>');
  });

  it('opens external links in a new tab without access to this window', () => {
    const clean = sanitizeCmsHtml('<a href="https://www.gamcare.org.uk">GamCare</a>');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('target="_blank"');
  });
});
