import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { preloadComponents } from '../../components/registry.ts';
import { languageOfLocale } from '../i18n/index.ts';
import { loadLanguage } from '../i18n/messages/index.ts';
import { reportAppInitError, reportComponentError } from '../telemetry/index.ts';
import { PAGE_COMPONENTS_META } from './page-tree.tsx';
import type { PageData } from '../page/index.ts';
import { playerInput, yieldToMain } from '../main-thread/index.ts';
import { createHttpClient, createPlatformClients } from '../platform/index.ts';
import { createAppRouter, createQueryClient } from './router.tsx';

declare const require: (id: 'react-dom/client') => typeof ReactDomClient;

/** Pages after the first, fetched as the player navigates (with their language's strings); the first comes with the HTML. */
async function loadPageData(href: string): Promise<PageData> {
  const response = await fetch(`/api/page-data?path=${encodeURIComponent(href)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`page data: ${response.status}`);
  const data = (await response.json()) as PageData;
  await loadLanguage(data.market.language);
  return data;
}

// The player's input is heard from the start: work put off while they touch or type (drawing,
// counting, telemetry) reads it (engine/main-thread).
playerInput.listen(window);

// The page's code-split components and its language's strings load first, so hydration renders
// them exactly as the server did.
const pageComponents =
  document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_COMPONENTS_META}"]`)?.content.split(' ').filter(Boolean) ?? [];
try {
  await Promise.all([preloadComponents(pageComponents), loadLanguage(languageOfLocale(document.documentElement.lang))]);
} catch (error) {
  reportAppInitError('load', error);
  throw error;
}
// React DOM's client (~180 KB of CommonJS, in the app's chunk) evaluates here, in a task of its own,
// not inside the module graph's evaluation: the page's first long task on a phone is split in two.
// A `require` the bundler turns into a call of the module's wrapper, where `import` would run it with
// the graph. Evaluated by a small caller, it also spares an attached inspector (Lighthouse) from
// re-parsing the whole chunk's top level for the stacks of the Errors React creates as it evaluates.
await yieldToMain();
const { hydrateRoot } = require('react-dom/client');
// The route tree, history and stores are made in a task of their own too.
await yieldToMain();
const router = createAppRouter({
  loadPageData,
  queryClient: createQueryClient(),
  // The one set of platform clients of this tab.
  platform: createPlatformClients(createHttpClient()),
  // A component its error boundary left out (SPEC §8).
  reportError: reportComponentError,
});
// The page's data carries no load time (every instance serves the same bytes); it counts as loaded
// now, so the router keeps it as long as it keeps data it fetched itself.
const loadedAt = Date.now();
for (const match of window.$_TSR?.router?.matches ?? []) match.u = loadedAt;
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread until the whole page is hydrated: a tap during it is answered at once.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />, {
    // SPEC §8: the app could not hydrate part of the page as the server rendered it.
    onRecoverableError: (error) => {
      reportAppInitError('hydrate', error);
      console.error(error);
    },
  });
});
