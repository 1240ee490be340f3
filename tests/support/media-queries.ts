import { vi } from 'vitest';

/**
 * A browser whose media queries answer `matches(query)` (jsdom has no matchMedia), as a phone's or
 * a laptop's would. The test file undoes it with `vi.unstubAllGlobals()` after each test.
 */
export function answerMediaQueries(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
