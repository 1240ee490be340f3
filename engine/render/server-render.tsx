import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { preloadComponents } from '../../components/registry.ts';
import type { ComponentErrorReporter } from './node-boundary.tsx';
import type { PageData } from './page-data.ts';
import { createAppRouter, createQueryClient } from './router.tsx';
import { getCssText } from './stitches.ts';
import { loadLanguage } from '../i18n/index.ts';

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * The logged-out page as HTML, with the router's hydration data. Stitches' CSS goes into the head
 * after rendering, so the page is styled before any script runs. The router's inline scripts carry
 * `nonce`; a cached page is stored with a placeholder that each response swaps for its own nonce.
 */
export async function renderPageToHtml(
  data: PageData,
  { reportError, nonce }: { reportError: ComponentErrorReporter; nonce: string },
): Promise<RenderedPage> {
  // The server renders every component at once: code-split ones are loaded (once per process) first,
  // and so are the strings of the page's language.
  await Promise.all([preloadComponents(), loadLanguage(data.market.language)]);
  const request = new Request(new URL(data.path, 'http://site.invalid'));
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createAppRouter({ loadPageData: async () => data, queryClient: createQueryClient(), reportError }, { nonce }),
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  const html = (await response.text()).replace('</head>', `<style id="stitches">${getCssText()}</style></head>`);
  return { status: data.status === 404 ? 404 : response.status, html };
}
