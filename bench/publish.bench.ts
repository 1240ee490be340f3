import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { get, startTopology } from '../scripts/topology-processes.ts';
import { copyOfBrands } from '../tests/support/run-cli.ts';
import { NO_FIGURE_LOG, type FigureLog } from './speed-report.ts';

/** Hippodrome's British lobby hero: what a loopback visitor sees (no country known: Great Britain). */
const LOBBY_FILE = 'hippodrome/content/markets/gb/lobby.json';
const HERO_TITLE = "Leicester Square's Grand Casino, Now in Your Pocket";
const PUBLISHES = 10;
/** Hippodrome's own web address. */
const BRAND_HOST = 'www.hippodromeonline.com';
/** Where visitors reach the lobby at the edge: the brand's host, its localhost alias, an affiliate's and a campaign's link. */
const EDGE_ADDRESSES = [
  { host: BRAND_HOST, path: '/' },
  { host: 'hippodrome.localhost', path: '/' },
  { host: BRAND_HOST, path: '/?btag=77' },
  { host: BRAND_HOST, path: '/?utm_source=news&utm_medium=email' },
];

interface Target {
  name: string;
  port: number;
  host: string;
  path: string;
}
const GIVE_UP_MS = 30_000;
const POLL_MS = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds from writing the file until the target serves `text`; undefined if it never does. */
async function freshAfter({ port, host, path: address }: Target, text: string, since: number): Promise<number | undefined> {
  while (performance.now() - since < GIVE_UP_MS) {
    if ((await get(port, address, { host })).text.includes(text)) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}

/**
 * Publish-to-fresh through the reference topology: an editor's save of a lobby's hero (the sandbox
 * sends the signed webhook, one instance publishes on Redis, both drop their pages) until both
 * instances, and the edge at each of its addresses, serve the new text. Median and worst of 10 publishes.
 */
export async function benchPublish(log: FigureLog = NO_FIGURE_LOG) {
  // The topology serves a copy of the brands: an interrupted run leaves the repository as it was.
  const brands = await copyOfBrands();
  const lobbyFile = path.join(brands.dir, LOBBY_FILE);
  const topology = await startTopology({ brandsDir: brands.dir });
  const shipped = await readFile(lobbyFile, 'utf8');
  const targets: Target[] = [
    { name: 'instance a', port: topology.ports[0], host: BRAND_HOST, path: '/' },
    { name: 'instance b', port: topology.ports[1], host: BRAND_HOST, path: '/' },
    ...EDGE_ADDRESSES.map(({ host, path: address }) => ({
      name: `edge ${host}${address}`,
      port: topology.edgePort,
      host,
      path: address,
    })),
  ];
  const times: Record<string, number[]> = Object.fromEntries(targets.map(({ name }) => [name, []]));
  const missed: Record<string, number> = Object.fromEntries(targets.map(({ name }) => [name, 0]));
  try {
    // Every cache warm first: the lobby as shipped, rendered and stored.
    for (const target of targets) await get(target.port, target.path, { host: target.host });
    for (let round = 1; round <= PUBLISHES; round++) {
      const title = `Publish ${round} of ${PUBLISHES} at ${Date.now()}`;
      const since = performance.now();
      await writeFile(lobbyFile, shipped.replace(HERO_TITLE, title));
      // A target never fresh once (the edge, until it is purged) is not waited for again.
      const results = await Promise.all(
        targets.map((target) => (missed[target.name] ? Promise.resolve(undefined) : freshAfter(target, title, since))),
      );
      targets.forEach(({ name }, index) => {
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
  for (const { name } of targets) {
    const measured = times[name]!;
    console.log(
      measured.length
        ? `  ${name.padEnd(54)} median ${Math.round(median(measured))}  worst ${Math.round(Math.max(...measured))}${missed[name] ? `  (${missed[name]} not fresh within ${GIVE_UP_MS / 1000} s)` : ''}`
        : `  ${name.padEnd(54)} not fresh within ${GIVE_UP_MS / 1000} s (the edge keeps its copy until it is purged)`,
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
