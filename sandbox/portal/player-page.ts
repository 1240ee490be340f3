import type { Response } from 'express';
import { html, trustedHtml, type SafeHtml } from '../core/index.ts';

const STYLE = trustedHtml(`
  :root { color-scheme: light; --ink: #1a1b1d; --muted: #5b5f66; --line: #d9dce1; --accent: #0b5cad; --ok: #17643a; --bad: #a3221b; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f5f6f8; }
  main { max-width: 44rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  h2 { font-size: 1.15rem; margin: 0 0 .75rem; }
  section, .panel { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 1rem 1.25rem; margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  input[type=text], input[type=password], input[type=number], select { width: 100%; padding: .55rem .6rem; font: inherit; border: 1px solid #8a8f98; border-radius: 6px; }
  input[aria-invalid=true], select[aria-invalid=true] { border-color: var(--bad); }
  fieldset { border: 0; padding: 0; margin: .75rem 0 0; }
  legend { font-weight: 600; padding: 0; }
  .choice { display: flex; gap: .5rem; align-items: center; font-weight: 400; margin: .35rem 0; }
  .hint { color: var(--muted); font-size: .9rem; margin: .25rem 0 0; }
  .error { color: var(--bad); font-size: .9rem; margin: .25rem 0 0; font-weight: 600; }
  button { margin-top: 1rem; padding: .6rem 1.2rem; font: inherit; font-weight: 600; color: #fff; background: var(--accent); border: 0; border-radius: 6px; cursor: pointer; }
  button:focus-visible, input:focus-visible, select:focus-visible, a:focus-visible { outline: 3px solid #f2b705; outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; font-size: .95rem; }
  th, td { text-align: left; padding: .45rem .4rem; border-bottom: 1px solid var(--line); vertical-align: top; }
  td.number, th.number { text-align: right; white-space: nowrap; }
  .status-success { border-color: var(--ok); border-left: 6px solid var(--ok); }
  .status-failed { border-color: var(--bad); border-left: 6px solid var(--bad); }
  .balance { font-size: 1.6rem; font-weight: 700; margin: 0; }
  .empty { color: var(--muted); }
`);

/** A complete, self-contained player-facing page: no network fonts, scripts or images. */
export function playerPage({ title, body, script }: { title: string; body: SafeHtml; script?: SafeHtml }): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <link rel="icon" href="data:," />
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>${body}</main>
        ${
          script
            ? html`<script>
                ${script};
              </script>`
            : ''
        }
      </body>
    </html> `.value;
}

/**
 * Sends a page with headers fit for pages opened by token: never cached, never leaking the token in a
 * Referer, nothing loaded from elsewhere. Framing stays allowed: the site shows the cashier and the
 * portal inside its own windows.
 */
export function sendPage(res: Response, status: number, page: string) {
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; base-uri 'none'",
    })
    .send(page);
}

/** The page for a link that was already used, expired or never valid. */
export function sendLinkExpiredPage(res: Response, what: string) {
  sendPage(
    res,
    401,
    playerPage({
      title: 'This link has expired',
      body: html`<h1>This link has expired</h1>
        <section>
          <p>The link to your ${what} has already been used or is no longer valid, so we could not open it.</p>
          <p>Please close this window and open your ${what} again from your account menu.</p>
        </section>`,
    }),
  );
}
