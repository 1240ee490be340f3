import type { BrowserContext, Locator, Page } from '@playwright/test';

/**
 * What the Event Timing API says of the taps and keys on a page: each interaction's duration, from
 * the input to the next paint after its handlers ran (what INP is built from), and the Long Tasks
 * API's tasks over 50 ms. An observer goes into every document of the context before its scripts run.
 */

/** Event Timing's lowest threshold: shorter interactions are not reported, and count as answered. */
export const EVENT_DURATION_THRESHOLD_MS = 16;

interface Recorded {
  events: { interactionId: number; name: string; startTime: number; duration: number }[];
  tasks: { startTime: number; duration: number }[];
}

declare global {
  interface Window {
    benchTiming?: Recorded;
  }
}

/** Starts recording in every page the context opens (and in each page after a full navigation). */
export async function recordInteractions(context: BrowserContext) {
  await context.addInitScript((threshold) => {
    const recorded: Recorded = { events: [], tasks: [] };
    window.benchTiming = recorded;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId)
          recorded.events.push({
            interactionId: entry.interactionId,
            name: entry.name,
            startTime: entry.startTime,
            duration: entry.duration,
          });
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) recorded.tasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  }, EVENT_DURATION_THRESHOLD_MS);
}

/** What one action cost: its longest interaction (0 when under the threshold) and its longest task (0 when none). */
export interface ActionTiming {
  interactionMs: number;
  longestTaskMs: number;
}

/** How long after an action its entries are waited for: they are reported after the paint that follows it. */
const REPORT_WAIT_MS = 250;

/**
 * Runs an action (a tap, a key) and waits for what it leads to, then reads the longest interaction
 * and the longest task that started from then on. The entries come after the next paint: two
 * animation frames and a moment more are waited for before reading them.
 */
export async function timed(page: Page, act: () => Promise<void>, outcome?: () => Promise<unknown>): Promise<ActionTiming> {
  const since = await page.evaluate(() => performance.now());
  await act();
  await outcome?.();
  await page.evaluate(
    (wait) => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, wait)))),
    REPORT_WAIT_MS,
  );
  // No function is declared inside: the bundler's name helper does not exist in the page.
  return page.evaluate((from) => {
    const recorded = window.benchTiming ?? { events: [], tasks: [] };
    const [events, tasks] = [recorded.events, recorded.tasks].map((entries) =>
      entries.filter((entry) => entry.startTime >= from).map((entry) => entry.duration),
    );
    return { interactionMs: Math.round(Math.max(0, ...events!)), longestTaskMs: Math.round(Math.max(0, ...tasks!)) };
  }, since);
}

/** How long a scroll's own work (rows drawn, parts hydrated) is left to finish before a tap. */
const SCROLL_SETTLE_MS = 600;

/**
 * A tap as a finger makes it, at the element's centre, brought to the middle of the screen beforehand
 * (clear of the bars fixed at its edges): the tap itself is input alone, with none of the test
 * runner's checks running in the page meanwhile.
 */
export async function tapOn(page: Page, target: Locator): Promise<() => Promise<void>> {
  const centre = await target.evaluate((element) => {
    const scrolledFrom = window.scrollY;
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const hit = document.elementFromPoint(x, y);
    return { x, y, hits: !!hit && (element === hit || element.contains(hit)), scrolled: window.scrollY !== scrolledFrom };
  });
  if (!centre.hits) throw new Error(`something covers ${String(target)}`);
  // What scrolling brought into view (rows, parts hydrating near the viewport) is done before the tap.
  if (centre.scrolled) await page.waitForTimeout(SCROLL_SETTLE_MS);
  return () => page.touchscreen.tap(centre.x, centre.y);
}
