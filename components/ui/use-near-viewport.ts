import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (it stays true once it has). Content
 * far down a long page can wait: rendering it while the page starts would only hold up what the
 * player sees first. Without IntersectionObserver (old browsers, tests) everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '100% 0px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // What comes near is drawn in React's own time: it yields to a tap or a key meanwhile.
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
