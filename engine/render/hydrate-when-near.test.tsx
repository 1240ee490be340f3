// @vitest-environment jsdom
import { act, createContext, useContext, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNear } from './hydrate-when-near.tsx';
import type * as HydrateWhenNearModule from './hydrate-when-near.tsx';

type Rect = { width: number; height: number };
const SCREEN_WIDE: Rect = { width: 390, height: 200 };
const NOTHING: Rect = { width: 0, height: 0 };
const LINE: Rect = { width: 390, height: 0 };

/** Where a watched part is: its box, and what of it is within the margin around the screen (or no intersection). */
interface Whereabouts {
  box: Rect;
  seen: Rect | 'far';
}
/** The part within the margin. */
const NEAR: Whereabouts = { box: SCREEN_WIDE, seen: SCREEN_WIDE };
/** The part in the margin but cut to no height by what holds it (the page's content behind a phone's game): only its edge touches. */
const CUT_TO_NOTHING: Whereabouts = { box: SCREEN_WIDE, seen: LINE };

/** What the browser's observer reports of a part at those whereabouts. */
const entryOf = ({ box, seen }: Whereabouts) => ({
  isIntersecting: seen !== 'far',
  boundingClientRect: box,
  intersectionRect: seen === 'far' ? NOTHING : seen,
});

/** The browser's IntersectionObserver, driven by the test: `report()` says where every watched part is now. */
class FakeIntersectionObserver {
  static watching = new Set<FakeIntersectionObserver>();
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.push(target);
    FakeIntersectionObserver.watching.add(this);
  }
  disconnect() {
    FakeIntersectionObserver.watching.delete(this);
  }
  static report(whereabouts: Whereabouts) {
    for (const observer of [...FakeIntersectionObserver.watching])
      observer.callback(
        observer.targets.map((target) => ({ target, ...entryOf(whereabouts) }) as unknown as IntersectionObserverEntry),
        observer as never,
      );
  }
  static scrollNear() {
    FakeIntersectionObserver.report(NEAR);
  }
}

const Session = createContext('visitor');

/** A section with something only the browser does (an effect) and something from a context. */
function Part({ label }: { label: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section>
      {label}: {hydrated ? 'hydrated' : 'as the server sent it'}, for the {useContext(Session)}
    </section>
  );
}

type Module = typeof HydrateWhenNearModule;
/** The module as the server loads it (no window), then as a fresh page in the browser does. */
async function serverAndBrowser(): Promise<{ server: Module; browser: Module }> {
  vi.resetModules();
  vi.stubGlobal('window', undefined);
  const server = await import('./hydrate-when-near.tsx');
  vi.unstubAllGlobals();
  vi.resetModules();
  return { server, browser: await import('./hydrate-when-near.tsx') };
}

function Page({ module, version = 1, session = 'visitor' }: { module: Module; version?: number; session?: string }) {
  return (
    <Session.Provider value={session}>
      <main>
        <module.HydrateWhenNear version={version}>
          <Part label={`Big wins ${version}`} />
        </module.HydrateWhenNear>
      </main>
    </Session.Provider>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
const text = () => container.textContent;

async function hydratePage(props: Partial<Parameters<typeof Page>[0]> = {}) {
  const { server, browser } = await serverAndBrowser();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  container.innerHTML = renderToString(<Page module={server} />);
  await act(async () => {
    root = hydrateRoot(container, <Page module={browser} {...props} />);
  });
  return browser;
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  FakeIntersectionObserver.watching.clear();
  vi.unstubAllGlobals();
});

describe('a part of the page that hydrates when near the viewport', () => {
  it('keeps the server HTML as it is until it comes near, then hydrates it', async () => {
    await hydratePage();
    expect(text()).toBe('Big wins 1: as the server sent it, for the visitor');
    await act(async () => FakeIntersectionObserver.scrollNear());
    expect(text()).toBe('Big wins 1: hydrated, for the visitor');
  });

  it("waits while the page cuts it to nothing (under a phone's game), and hydrates once it shows", async () => {
    await hydratePage();
    await act(async () => FakeIntersectionObserver.report(CUT_TO_NOTHING));
    expect(text()).toBe('Big wins 1: as the server sent it, for the visitor');
    await act(async () => FakeIntersectionObserver.report(NEAR));
    expect(text()).toBe('Big wins 1: hydrated, for the visitor');
  });

  it.each([
    ['within the margin', true, NEAR],
    ['outside the margin', false, { box: SCREEN_WIDE, seen: 'far' }],
    ['in the margin but cut to nothing by what holds it', false, CUT_TO_NOTHING],
    ['drawn as nothing itself, within the margin', true, { box: NOTHING, seen: NOTHING }],
    ['drawn as nothing itself, outside the margin', false, { box: NOTHING, seen: 'far' }],
  ] satisfies [string, boolean, Whereabouts][])('a part %s is near: %s', (_, near, whereabouts) => {
    expect(isNear(entryOf(whereabouts))).toBe(near);
  });

  it('renders at once when what it shows changes', async () => {
    const browser = await hydratePage();
    await act(async () => root!.render(<Page module={browser} version={2} />));
    await vi.waitFor(() => expect(text()).toBe('Big wins 2: hydrated, for the visitor'));
  });

  it('loses nothing when something above it changes before it was near: it renders anew at once', async () => {
    const browser = await hydratePage();
    await act(async () => root!.render(<Page module={browser} session="player" />));
    // React renders a part it had not hydrated anew; the part does not wait to be scrolled to.
    await vi.waitFor(() => expect(text()).toBe('Big wins 1: hydrated, for the player'));
  });

  it('renders at once on a page the player navigated to in the browser', async () => {
    const browser = await hydratePage();
    const next = document.body.appendChild(document.createElement('div'));
    const { createRoot } = await import('react-dom/client');
    const page = createRoot(next);
    await act(async () => page.render(<Page module={browser} />));
    expect(next.textContent).toBe('Big wins 1: hydrated, for the visitor');
    act(() => page.unmount());
    next.remove();
  });
});
