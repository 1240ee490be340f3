import type { AnyRouter } from '@tanstack/react-router';
import { createRequestHandler, renderSsrHtmlResponse, RouterServer } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { preloadComponents } from '../../components/registry.ts';
import type { ComponentErrorReporter } from './node-boundary.tsx';
import type { PageData } from '../page/index.ts';
import { createAppRouter, createQueryClient } from './router.tsx';
import { loadLanguage } from '../i18n/messages/index.ts';
import { createHttpClient, createPlatformClients } from '../platform/index.ts';

export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * The router's hydration data says when each match was loaded. A page that a CDN and every instance
 * must serve byte for byte cannot carry the moment it was rendered, so the server says 0 and the
 * browser counts the data as loaded when the page arrives (client-entry).
 */
function withoutLoadTimes<TRouter extends AnyRouter>(router: TRouter): TRouter {
  router.serverSsrLifecycle = {
    onServerSsrAttach: [
      (serverSsr) => {
        const dehydrate = serverSsr.dehydrate;
        serverSsr.dehydrate = (options) => {
          for (const match of router.state.matches) match.updatedAt = 0;
          return dehydrate(options);
        };
      },
    ],
  };
  return router;
}

/**
 * The logged-out page as HTML, with the router's hydration data, the same bytes for the same data on
 * every instance. Its styles are the build's one static stylesheet and the brand's rule, both in the
 * head the router renders: nothing is collected per render.
 */
export async function renderPageToHtml(
  data: PageData,
  { reportError }: { reportError: ComponentErrorReporter },
): Promise<RenderedPage> {
  // The server renders every component at once: code-split ones are loaded (once per process) first,
  // and so are the strings of the page's language.
  await Promise.all([preloadComponents(), loadLanguage(data.market.language)]);
  const request = new Request(new URL(data.path, 'http://site.invalid'));
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      withoutLoadTimes(
        createAppRouter({
          loadPageData: async () => data,
          queryClient: createQueryClient(),
          // Components call the platform only in the browser; the server render still provides clients.
          platform: createPlatformClients(createHttpClient()),
          reportError,
        }),
      ),
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderSsrHtmlResponse({ router, responseHeaders, render: () => renderToString(<RouterServer router={router} />) }),
  );
  return { status: data.status === 200 ? response.status : data.status, html: await response.text() };
}
