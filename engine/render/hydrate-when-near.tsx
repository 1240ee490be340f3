import { memo, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How near the viewport a part of the server's page must come before it hydrates: within a screen
 * (above or below), so it is ready before the player scrolls it into view.
 */
export const HYDRATE_MARGIN = '100% 0px';

/** A thenable React's `use` reads synchronously once open: it suspends until then. */
interface Gate extends PromiseLike<void> {
  status: 'pending' | 'fulfilled';
  value: undefined;
  open(): void;
}

function createGate(): Gate {
  const waiting: (() => void)[] = [];
  const gate: Gate = {
    status: 'pending',
    value: undefined,
    open() {
      if (gate.status === 'fulfilled') return;
      gate.status = 'fulfilled';
      waiting.splice(0).forEach((resume) => resume());
    },
    then(onOpen) {
      if (gate.status === 'fulfilled') onOpen?.(undefined);
      else waiting.push(() => onOpen?.(undefined));
      return gate as never;
    },
  };
  return gate;
}

const MARKER = 'data-hydrates-when-near';

/** The part itself, once its gate is open; until then React keeps the server's HTML of it as it is. */
function AfterGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate);
  return children;
}

/** The page's first render in the browser hydrates the server's HTML, until its first commit (the server never waits). */
let pageHydrated = typeof window === 'undefined';

type Box = Pick<DOMRectReadOnly, 'width' | 'height'>;
const area = ({ width, height }: Box) => width * height;

/**
 * Whether an observed part is near the screen: within HYDRATE_MARGIN of it, and not cut to nothing by
 * what holds it. The browser counts a part as intersecting when only its edge touches, as when the
 * page's content is cut to no height behind a phone's game (GameWindow.css.ts): that part is not near.
 * A part that is itself drawn as nothing has no other way to be near.
 */
export function isNear(entry: { isIntersecting: boolean; intersectionRect: Box; boundingClientRect: Box }): boolean {
  return entry.isIntersecting && (area(entry.intersectionRect) > 0 || area(entry.boundingClientRect) === 0);
}

/**
 * The observer's thresholds: besides crossing the margin, a part cut to nothing that starts to show
 * (the game's layer left the phone's screen) is reported too.
 */
const NEAR_THRESHOLDS = [0, 1e-6];

/** Opens the gate once the part comes near the viewport (isNear), or once React removed its HTML. */
function openWhenNear(part: Element, gate: Gate): () => void {
  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some(isNear)) open();
    },
    { rootMargin: HYDRATE_MARGIN, threshold: NEAR_THRESHOLDS },
  );
  // React gives up hydrating a part that something above it changed under (a context such as the
  // player's session) while it waited, and removes its HTML to render it anew: that must be now.
  const removed = new MutationObserver(() => {
    if (!part.isConnected) open();
  });
  function open() {
    near.disconnect();
    removed.disconnect();
    gate.open();
  }
  near.observe(part);
  if (part.parentNode) removed.observe(part.parentNode, { childList: true });
  return () => {
    near.disconnect();
    removed.disconnect();
  };
}

/**
 * A part of the page that hydrates when it comes near the viewport: until then the server's HTML stays
 * as it is (links work, nothing of it runs), and a phone's main thread neither hydrates, fetches for
 * nor renders again sections the player has not scrolled to. A tap on it hydrates it (React replays
 * the event). Rendered in the browser (a page the player navigated to), it renders at once.
 * `version` is what it shows: a new one (the player logged in) renders it at once.
 */
export const HydrateWhenNear = memo(
  function HydrateWhenNear({ children }: { version: unknown; children: ReactNode }) {
    const [gate] = useState(() => (pageHydrated ? undefined : createGate()));
    // An empty, hidden element just before the part's own HTML: what finds that HTML.
    const marker = useRef<HTMLSpanElement>(null);
    useEffect(() => {
      pageHydrated = true;
      if (!gate || gate.status === 'fulfilled') return;
      const part = marker.current?.nextElementSibling;
      // Drawn as nothing on the server (what follows is the next part's marker), a part has nothing to wait for.
      if (!part || part.hasAttribute(MARKER) || typeof IntersectionObserver === 'undefined') return gate.open();
      return openWhenNear(part, gate);
    }, [gate]);
    return (
      <>
        <span hidden ref={marker} {...{ [MARKER]: '' }} />
        <Suspense fallback={null}>{gate ? <AfterGate gate={gate}>{children}</AfterGate> : children}</Suspense>
      </>
    );
  },
  // What it shows follows from its version: new children each time the page renders are no change.
  (before, after) => before.version === after.version,
);
