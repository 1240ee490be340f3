import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** useLayoutEffect in the browser (no flash of a wrong layout), useEffect where there is no DOM. */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface ElementBox {
  width: number;
  /** From the top of the document. */
  top: number;
}

/**
 * An element's width and its distance from the top of the document, kept current as it or the
 * page around it resizes (images above it loading, say). `initial` until measured (0 and 0 unless
 * the caller knows better, say from an element around it measured earlier).
 */
export function useElementBox(ref: RefObject<HTMLElement | null>, initial: ElementBox = { width: 0, top: 0 }): ElementBox {
  const [box, setBox] = useState(initial);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY) };
      setBox((previous) => (previous.width === next.width && previous.top === next.top ? previous : next));
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    // The observer's first report comes once the browser has laid the page out anyway: measuring
    // here instead would force a layout of the whole page in the middle of hydration.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}
