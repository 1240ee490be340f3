import { request } from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { builtServerArgs } from '../../scripts/serve-command.ts';
import { ensureBuilt, freePort, REPO_ROOT, startProcess, type Started } from '../../tests/support/topology-processes.ts';

let site: Started | undefined;
afterEach(async () => {
  await site?.stop();
  site = undefined;
});

/** One request on a connection of its own, so the primary hands each to the next worker in turn. */
const get = (port: number, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent: false, headers: { host: 'localhost' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });

const answered = (exposition: string, route: string) =>
  Number(
    new RegExp(`^http_request_duration_seconds_count\\{method="GET",route="${route}",status="200"\\} (\\d+)$`, 'm').exec(
      exposition,
    )?.[1] ?? 0,
  );

// The built server, as `npm run serve` runs it: its components' styles are compiled by the build.
beforeAll(() => ensureBuilt(), 240_000);

describe('metrics of WEB_CONCURRENCY workers', () => {
  it('count every request of the instance, whichever worker answers the scrape', async () => {
    const port = await freePort();
    site = await startProcess(
      process.execPath,
      builtServerArgs(REPO_ROOT),
      {
        NODE_ENV: 'development',
        PLATFORM_URL: 'http://127.0.0.1:9',
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      /all 2 workers listening/,
    );
    const requests = 12;
    for (let index = 0; index < requests; index++) expect((await get(port, '/api/ip-address')).status).toBe(200);
    for (const _scrape of [1, 2]) {
      const scrape = await get(port, '/metrics');
      expect(scrape.status).toBe(200);
      expect(answered(scrape.body, '/api/ip-address')).toBe(requests);
    }
  });
});
