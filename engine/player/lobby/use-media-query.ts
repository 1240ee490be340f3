import { useEffect, useState } from 'react';
import { useMarket } from '../../page/index.ts';

/**
 * Whether a media query matches. The server and the first browser render use `initial` (so both
 * render the same); the real answer follows after hydration and on every change.
 */
export function useMediaQuery(query: string, initial: boolean): boolean {
  const [matches, setMatches] = useState(initial);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/**
 * Whether a small-screen query (a phone's width, say) matches. Before hydration it cannot be known:
 * the server and the first browser render go by the market's device, mobile or not.
 */
export function useSmallScreen(query: string): boolean {
  return useMediaQuery(query, useMarket().device === 'mobile');
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)', false);
