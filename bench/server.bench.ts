import { createServer } from 'node:http';
import { listen } from '../tests/support/listen.ts';
import { measure, printTable, type Measurement } from './measure.ts';
import { startBenchSite } from './bench-site.ts';

/**
 * The server against its baselines, in one run: the cached content endpoint against raw Node http
 * serving the same bytes, and a proxied call against the sandbox called directly.
 */
export async function benchServer(): Promise<Measurement[]> {
  const server = await startBenchSite();
  const site = `http://127.0.0.1:${server.port}`;
  try {
    // Croupier is the brand plain 127.0.0.1 serves, so no Host header is needed; 3101 is its GB market.
    const contentPath = '/api/content/nodes/3101/true';
    const warm = await fetch(`${site}${contentPath}`);
    if (!warm.ok) throw new Error(`content answered ${warm.status}`);
    const bytes = Buffer.from(await warm.arrayBuffer());
    const raw = await listen(createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(bytes)));

    const login = await fetch(`${site}/api/accounts/login`, {
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

    const rows = [
      await measure(`raw node http, same ${bytes.length} bytes`, { url: `${raw.url}/` }),
      await measure('cached content endpoint', { url: `${site}${contentPath}` }),
      await measure('sandbox called directly', {
        url: `${server.sandbox.url}/games/favourites-by-user-token/get`,
        ...favourites,
      }),
      await measure('proxied through the site', { url: `${site}/api/games/favourites-by-user-token/get`, ...favourites }),
    ];
    await raw.close();
    printTable(rows);
    const [rawRow, cachedRow, directRow, proxiedRow] = rows as [Measurement, Measurement, Measurement, Measurement];
    console.log(
      `cached content: ${(cachedRow.requestsPerSecond / rawRow.requestsPerSecond).toFixed(2)} of raw node http's throughput`,
    );
    console.log(
      `proxy: ${(proxiedRow.requestsPerSecond / directRow.requestsPerSecond).toFixed(2)} of the direct sandbox call's throughput`,
    );
    return rows;
  } finally {
    await server.close();
  }
}
