import { createServer } from 'node:http';
import { listen } from '../tests/support/listen.ts';
import {
  ensureBuilt,
  freePort,
  send,
  startInstance,
  startProcess,
  startSandboxProcess,
  type Started,
} from '../tests/support/topology-processes.ts';
import { measureInTurns, printTable, type Measurement } from './measure.ts';
import { NO_FIGURE_LOG, type FigureLog } from './speed-report.ts';

const CONNECTIONS = 50;
const SECONDS = 3;
/** Each compared load is measured this many times, in turns, and reported by its median round. */
const ROUNDS = 3;
const BRAND_HOST = 'hippodrome.localhost';

/** The built site as `npm run serve` runs it, in front of the sandbox process. */
async function startSite(platformUrl: string, webConcurrency: number) {
  const port = await freePort();
  const site = await startInstance(
    port,
    {
      NODE_ENV: 'development',
      PLATFORM_URL: platformUrl,
      LOG_LEVEL: 'info',
      WEB_CONCURRENCY: String(webConcurrency),
    },
    // Its request logs are written as in production, to a sink that costs this process nothing.
    { keepOutput: false },
  );
  return { url: `http://127.0.0.1:${port}`, port, site };
}

/** A browser's request for the lobby: the brand's host, Brotli accepted. */
const PAGE_REQUEST = { host: BRAND_HOST, 'accept-encoding': 'br' };

/** A cached answer as the site sends it: the bytes as sent (compressed) and its headers. */
async function cachedAnswer(port: number, path: string) {
  await send(port, { path, host: BRAND_HOST, headers: PAGE_REQUEST });
  const answer = await send(port, { path, host: BRAND_HOST, headers: PAGE_REQUEST });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return answer;
}

const cachedPage = (port: number) => cachedAnswer(port, '/');

/** The headers that describe a stored answer, for a raw server that sends the same. */
const storedHeaders = (answer: Awaited<ReturnType<typeof cachedAnswer>>) =>
  Object.fromEntries(
    ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary', 'content-security-policy']
      .filter((name) => answer.headers[name] !== undefined)
      .map((name) => [name, String(answer.headers[name])]),
  );

/** A page's cache tags as the site sends them, for a CDN to purge by. */
const tagHeaders = (answer: Awaited<ReturnType<typeof cachedAnswer>>) => ({
  'cache-tag': String(answer.headers['cache-tag']),
  'surrogate-key': String(answer.headers['surrogate-key']),
});

/**
 * Raw Node http sending one stored answer: the floor a site serving the same bytes is measured
 * against; with `tagged`, the answer's cache tags too (what the tags cost on their own).
 */
const rawServer = (answer: Awaited<ReturnType<typeof cachedAnswer>>, { tagged = false } = {}) => {
  const headers = { ...storedHeaders(answer), ...(tagged ? tagHeaders(answer) : {}) };
  return listen(createServer((_req, res) => res.writeHead(200, headers).end(answer.body)));
};

/** Many browsers at once, on the answers every lobby visit asks for. */
const MANY_CONNECTIONS = 200;
/** The lobby's games, as a browser in Great Britain asks for them. */
const GAMES_SEARCH_PATH = '/api/games/1000/search?countryIsoCode=GB';

/**
 * The server against its baselines, in one run, every process on this machine: a cached logged-out
 * page against raw Node http serving the same precompressed bytes, the cached content endpoint
 * against raw Node http, the cached games search and lobby under 200 connections against raw Node
 * http serving the same stored bytes, a proxied platform call against the sandbox (its own process) called
 * directly (through the site that served those pages, and through one that served nothing else), and two
 * workers against one on the cached page.
 */
export async function benchServer(log: FigureLog = NO_FIGURE_LOG): Promise<Measurement[]> {
  ensureBuilt();
  const running: Started[] = [];
  const sandbox = await startSandboxProcess(await freePort());
  running.push(sandbox);
  try {
    // Both sites run from the start: one idles while the other is measured, so the two are measured in turns.
    const one = await startSite(sandbox.platformUrl, 1);
    const two = await startSite(sandbox.platformUrl, 2);
    // A third serves nothing but the proxied calls: what serving pages first costs those calls shows beside it.
    const callsOnly = await startSite(sandbox.platformUrl, 1);
    running.push(one.site, two.site, callsOnly.site);
    await cachedPage(two.port);
    const page = await cachedPage(one.port);
    const pageBytes = page.body;
    const rawPage = await rawServer(page);
    const rawTaggedPage = await rawServer(page, { tagged: true });
    const tagBytes = Object.entries(tagHeaders(page)).reduce((bytes, [name, value]) => bytes + name.length + value.length + 4, 0);
    const gamesSearch = await cachedAnswer(one.port, GAMES_SEARCH_PATH);
    const rawGamesSearch = await rawServer(gamesSearch);

    // Croupier's GB market node: the content service's answer the site caches.
    const contentPath = '/api/content/nodes/3101/true';
    const warm = await fetch(`${one.url}${contentPath}`);
    if (!warm.ok) throw new Error(`content answered ${warm.status}`);
    const contentBytes = Buffer.from(await warm.arrayBuffer());
    const rawContent = await listen(
      createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(contentBytes)),
    );

    const login = await fetch(`${one.url}/api/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        credentials: { username: 'demo', password: 'Croupier2026!', passwordType: 1 },
        numLaunchTokens: 1,
        sessionProductId: 3603,
      }),
    });
    const { tokens } = (await login.json()) as { tokens: { userToken: string } };
    const favourites = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userToken: tokens.userToken }),
    };
    const load = { connections: CONNECTIONS, seconds: SECONDS };
    const many = { connections: MANY_CONNECTIONS, seconds: SECONDS };
    const rawProxyPort = await freePort();
    const rawProxy = await startProcess(
      process.execPath,
      ['--import', 'tsx', 'bench/raw-node-proxy.ts'],
      { PORT: String(rawProxyPort), TARGET: sandbox.platformUrl },
      /listening/,
    );
    running.push(rawProxy);

    const rows = [
      ...(await measureInTurns(ROUNDS, [
        { name: `raw node http, the lobby's ${pageBytes.length} stored bytes`, options: { url: `${rawPage.url}/`, ...load } },
        {
          name: `raw node http, the same and its ${tagBytes} bytes of cache-tag headers`,
          options: { url: `${rawTaggedPage.url}/`, ...load },
        },
        {
          name: 'cached logged-out lobby, 1 worker',
          options: { url: `${one.url}/`, headers: PAGE_REQUEST, ...load, cpuOf: one.site.child.pid },
        },
        { name: 'cached logged-out lobby, 2 workers', options: { url: `${two.url}/`, headers: PAGE_REQUEST, ...load } },
      ])),
      ...(await measureInTurns(ROUNDS, [
        {
          name: `raw node http, the content answer's ${contentBytes.length} bytes`,
          options: { url: `${rawContent.url}/`, ...load },
        },
        { name: 'cached content endpoint', options: { url: `${one.url}${contentPath}`, ...load, cpuOf: one.site.child.pid } },
      ])),
      ...(await measureInTurns(ROUNDS, [
        {
          name: `raw node http, the games search's ${gamesSearch.body.length} stored Brotli bytes, ${MANY_CONNECTIONS} connections`,
          options: { url: `${rawGamesSearch.url}/`, ...many },
        },
        {
          name: `cached games search, ${MANY_CONNECTIONS} connections`,
          options: { url: `${one.url}${GAMES_SEARCH_PATH}`, headers: PAGE_REQUEST, ...many, cpuOf: one.site.child.pid },
        },
      ])),
      ...(await measureInTurns(ROUNDS, [
        {
          name: `raw node http, the lobby's stored bytes, ${MANY_CONNECTIONS} connections`,
          options: { url: `${rawPage.url}/`, ...many },
        },
        {
          name: `cached logged-out lobby, ${MANY_CONNECTIONS} connections`,
          options: { url: `${one.url}/`, headers: PAGE_REQUEST, ...many, cpuOf: one.site.child.pid },
        },
      ])),
      ...(await measureInTurns(ROUNDS, [
        {
          name: 'sandbox called directly',
          options: {
            url: `${sandbox.platformUrl}/games/favourites-by-user-token/get`,
            ...favourites,
            ...load,
            cpuOf: sandbox.child.pid,
          },
        },
        {
          name: 'proxied through the site',
          options: {
            url: `${one.url}/api/games/favourites-by-user-token/get`,
            ...favourites,
            ...load,
            cpuOf: one.site.child.pid,
          },
        },
        {
          name: 'proxied through a site that has served no page',
          options: {
            url: `${callsOnly.url}/api/games/favourites-by-user-token/get`,
            ...favourites,
            ...load,
            cpuOf: callsOnly.site.child.pid,
          },
        },
        {
          name: 'raw node http proxy (nothing but the passing on)',
          options: {
            url: `http://127.0.0.1:${rawProxyPort}/games/favourites-by-user-token/get`,
            ...favourites,
            ...load,
            cpuOf: rawProxy.child.pid,
          },
        },
      ])),
    ];
    await Promise.all([rawPage.close(), rawTaggedPage.close(), rawContent.close(), rawGamesSearch.close()]);

    printTable(rows);
    const [
      rawPageRow,
      rawTaggedPageRow,
      pageRow,
      twoWorkersRow,
      rawContentRow,
      contentRow,
      rawSearchRow,
      searchRow,
      rawManyPageRow,
      manyPageRow,
      directRow,
      proxiedRow,
      callsOnlyRow,
      rawProxyRow,
    ] = rows as Measurement[] & Record<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13, Measurement>;
    const ratio = (a: Measurement, b: Measurement) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);
    console.log(`cached page: ${ratio(pageRow, rawPageRow)} of raw node http's throughput (goal ≥ 0.70)`);
    console.log(
      `cache-tag headers (${tagBytes} bytes, made once per stored page): raw node http sending them is ${ratio(rawTaggedPageRow, rawPageRow)} of its throughput without them`,
    );
    console.log(`cached content: ${ratio(contentRow, rawContentRow)} of raw node http's throughput`);
    console.log(
      `cached games search, ${MANY_CONNECTIONS} connections: ${ratio(searchRow, rawSearchRow)} of raw node http's throughput (goal ≥ 0.70), p99 ${searchRow.p99Ms} ms (raw: ${rawSearchRow.p99Ms} ms)`,
    );
    console.log(
      `cached lobby, ${MANY_CONNECTIONS} connections: ${ratio(manyPageRow, rawManyPageRow)} of raw node http's throughput (goal ≥ 0.70), p99 ${manyPageRow.p99Ms} ms (raw: ${rawManyPageRow.p99Ms} ms)`,
    );
    console.log(`proxy: ${ratio(proxiedRow, directRow)} of the direct sandbox call's throughput, p99 ${proxiedRow.p99Ms} ms`);
    console.log(
      `proxy on a site that has served no page: ${ratio(callsOnlyRow, directRow)} of the direct call, p99 ${callsOnlyRow.p99Ms} ms`,
    );
    console.log(
      `raw node http proxy: ${ratio(rawProxyRow, directRow)} of the direct call (what passing a call on costs on this machine); the site's proxy is ${ratio(proxiedRow, rawProxyRow)} of it`,
    );
    console.log(
      `CPU per call: the site ${proxiedRow.cpuMicrosPerRequest} µs (${callsOnlyRow.cpuMicrosPerRequest} on the site that served no page), the raw node http proxy ${rawProxyRow.cpuMicrosPerRequest} µs, the sandbox ${directRow.cpuMicrosPerRequest} µs when called directly`,
    );
    console.log(`WEB_CONCURRENCY=2: ${ratio(twoWorkersRow, pageRow)} of one worker's throughput on the cached page`);
    recordServerFigures(log, {
      page: [pageRow, rawPageRow],
      tagHeaders: [rawTaggedPageRow, rawPageRow],
      manyPage: [manyPageRow, rawManyPageRow],
      content: [contentRow, rawContentRow],
      search: [searchRow, rawSearchRow],
      proxied: [proxiedRow, directRow],
      callsOnly: [callsOnlyRow, directRow],
      rawProxy: [rawProxyRow, directRow],
      twoWorkers: [twoWorkersRow, pageRow],
    });
    return rows;
  } finally {
    await Promise.all(running.map((process) => process.stop()));
  }
}

/** Each load against its baseline, the ratio beside the goal where there is one. */
function recordServerFigures(log: FigureLog, pairs: Record<string, [ours: Measurement, baseline: Measurement]>) {
  const turns = `loopback, ${ROUNDS} rounds in turns with its baseline, median round`;
  // The proxied call is measured without a goal: its 0.85 of the direct call is retired.
  const rows: { key: string; what: string; against: string; goal?: number; connections: number }[] = [
    {
      key: 'page',
      what: 'cached logged-out page',
      against: 'raw Node http, the same stored Brotli bytes',
      goal: 0.7,
      connections: CONNECTIONS,
    },
    {
      key: 'tagHeaders',
      what: 'a stored page with its cache-tag headers (Cache-Tag, Surrogate-Key)',
      against: 'raw Node http, the same bytes without them',
      connections: CONNECTIONS,
    },
    {
      key: 'manyPage',
      what: 'cached logged-out page',
      against: 'raw Node http, the same stored Brotli bytes',
      goal: 0.7,
      connections: MANY_CONNECTIONS,
    },
    { key: 'content', what: 'cached content endpoint', against: 'raw Node http, the same bytes', connections: CONNECTIONS },
    {
      key: 'search',
      what: 'cached games search',
      against: 'raw Node http, the same stored Brotli bytes',
      goal: 0.7,
      connections: MANY_CONNECTIONS,
    },
    {
      key: 'proxied',
      what: 'proxied platform call',
      against: 'the sandbox called directly',
      connections: CONNECTIONS,
    },
    {
      key: 'callsOnly',
      what: 'proxied call, site that served no page',
      against: 'the sandbox called directly',
      connections: CONNECTIONS,
    },
    { key: 'rawProxy', what: 'raw Node http proxy', against: 'the sandbox called directly', connections: CONNECTIONS },
    {
      key: 'twoWorkers',
      what: 'two workers (`WEB_CONCURRENCY=2`)',
      against: 'one worker on the cached page',
      connections: CONNECTIONS,
    },
  ];
  for (const { key, what, against, goal, connections } of rows) {
    const [ours, baseline] = pairs[key]!;
    const ratio = ours.requestsPerSecond / baseline.requestsPerSecond;
    const cpu = ours.cpuMicrosPerRequest === undefined ? '' : `, ${ours.cpuMicrosPerRequest} µs CPU a request`;
    log.figure({
      what: `${what}, ${connections} connections`,
      figure: `${ratio.toFixed(2)} of ${against}; ${ours.requestsPerSecond.toLocaleString('en')} req/s, p99 ${ours.p99Ms} ms${cpu}`,
      ...(goal === undefined ? {} : { goal: `≥ ${goal.toFixed(2)}`, holds: ratio >= goal }),
      method: `autocannon, ${SECONDS} s a round, ${turns}`,
    });
  }
}
