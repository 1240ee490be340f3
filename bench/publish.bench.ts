import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { get, startTopology } from '../scripts/topology-processes.ts';
import { copyOfBrands } from '../tests/support/run-cli.ts';
import { NO_FIGURE_LOG, type FigureLog } from './speed-report.ts';

/** Hippodrome's British lobby hero: what a loopback visitor sees (no country known: Great Britain). */
const LOBBY_FILE = 'hippodrome/content/markets/gb/lobby.json';
const HERO_TITLE = "Leicester Square's Grand Casino, Now in Your Pocket";
const PUBLISHES = 10;
/** One of Hippodrome's own web addresses: the edge's cache keys, and so the instances' purges, name the brand's hosts. */
const BRAND_HOST = { host: 'www.hippodromeonline.com' };
const GIVE_UP_MS = 30_000;
const POLL_MS = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds from writing the file until `port` serves `text` on `/`; undefined if it never does. */
async function freshAfter(port: number, text: string, since: number): Promise<number | undefined> {
  while (performance.now() - since < GIVE_UP_MS) {
    if ((await get(port, '/', BRAND_HOST)).text.includes(text)) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}

/**
 * Publish-to-fresh through the reference topology: an editor's save of a lobby's hero (the sandbox
 * sends the signed webhook, one instance publishes on Redis, both drop their pages) until both
 * instances, and the edge, serve the new text. Median and worst of 10 publishes.
 */
export async function benchPublish(log: FigureLog = NO_FIGURE_LOG) {
  // The topology serves a copy of the brands: an interrupted run leaves the repository as it was.
  const brands = await copyOfBrands();
  const lobbyFile = path.join(brands.dir, LOBBY_FILE);
  const topology = await startTopology({ brandsDir: brands.dir });
  const shipped = await readFile(lobbyFile, 'utf8');
  const targets = { 'instance a': topology.ports[0], 'instance b': topology.ports[1], 'edge (nginx)': topology.edgePort };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  const missed: Record<string, number> = Object.fromEntries(Object.keys(targets).map((name) => [name, 0]));
  try {
    // Every cache warm first: the lobby as shipped, rendered and stored.
    for (const port of Object.values(targets)) await get(port, '/', BRAND_HOST);
    for (let round = 1; round <= PUBLISHES; round++) {
      const title = `Publish ${round} of ${PUBLISHES} at ${Date.now()}`;
      const since = performance.now();
      await writeFile(lobbyFile, shipped.replace(HERO_TITLE, title));
      // A target never fresh once (the edge, until it is purged) is not waited for again.
      const results = await Promise.all(
        Object.entries(targets).map(([name, port]) =>
          missed[name] ? Promise.resolve(undefined) : freshAfter(port, title, since),
        ),
      );
      Object.keys(targets).forEach((name, index) => {
        const ms = results[index];
        if (ms === undefined) missed[name]!++;
        else times[name]!.push(ms);
      });
    }
  } finally {
    await topology.stop();
    await brands.remove();
  }
  console.log(
    `publish to fresh, ${PUBLISHES} edits of a lobby's hero (ms, from the file written; includes the 150 ms reload debounce)`,
  );
  for (const name of Object.keys(targets)) {
    const measured = times[name]!;
    console.log(
      measured.length
        ? `  ${name.padEnd(13)} median ${Math.round(median(measured))}  worst ${Math.round(Math.max(...measured))}${missed[name] ? `  (${missed[name]} not fresh within ${GIVE_UP_MS / 1000} s)` : ''}`
        : `  ${name.padEnd(13)} not fresh within ${GIVE_UP_MS / 1000} s (the edge keeps its copy until it is purged)`,
    );
    log.figure({
      what: `publish to fresh: ${name}`,
      figure: measured.length
        ? `median ${Math.round(median(measured))} ms, worst ${Math.round(Math.max(...measured))} ms` +
          (missed[name] ? `; ${missed[name]} not fresh within ${GIVE_UP_MS / 1000} s` : '')
        : `not fresh within ${GIVE_UP_MS / 1000} s`,
      method: `${PUBLISHES} edits of a lobby's hero, from the file written until \`/\` serves the new text (10 ms polls)`,
    });
  }
}
