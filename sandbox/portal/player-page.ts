import type { Response } from 'express';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { html, renderTemplate, trustedHtml, type SafeHtml } from '../core/index.ts';

/** The pages' one style sheet, inlined (the pages load nothing from elsewhere). */
const STYLE = trustedHtml(readFileSync(path.join(import.meta.dirname, 'player-page.css'), 'utf8'));

/** A complete, self-contained player-facing page (portal/player-page.eta): no network fonts, scripts or images. */
export function playerPage({ title, body, script }: { title: string; body: SafeHtml; script?: SafeHtml }): string {
  return renderTemplate('portal/player-page', { title, body, script, style: STYLE }).value;
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
