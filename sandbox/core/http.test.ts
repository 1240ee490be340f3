import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { createLogger } from '../../server/logging/logger.ts';
import { readSandboxConfig, startSandbox, type RunningSandbox } from '../index.ts';
import { answerErrorsAsJson } from './http.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({
    ...readSandboxConfig({ SANDBOX_PORT: '0', HOST: '127.0.0.1', SANDBOX_SEED: 'sandbox-errors' }, REPO_ROOT),
    logger: createLogger('silent'),
  });
});
afterAll(() => sandbox.close());

/** What no error answer of the platform may hold: an HTML page, a stack frame, a path on this machine. */
const LEAKS = /<html|<pre>|\bat [\w.]+ \(|node_modules|\/work\//i;

describe("the sandbox's own errors", () => {
  it.each([
    {
      name: 'a body that is not JSON',
      path: '/games/favourites/12/add',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"userToken":' },
      status: 400,
      message: 'The request body is not valid JSON',
    },
    {
      name: 'a body past the limit',
      path: '/games/favourites/12/add',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"x":"${'a'.repeat(100_000)}"}` },
      status: 413,
      message: 'The request body is too large',
    },
    { name: 'an unknown route', path: '/no/such/route', init: {}, status: 404, message: 'No such sandbox endpoint' },
  ])('($name) answer JSON $status without a stack', async ({ path: at, init, status, message }) => {
    const response = await fetch(`${sandbox.url}${at}`, init);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ code: status, message });
    expect(body).not.toMatch(LEAKS);
  });

  it('(an unexpected failure) answers JSON 500 without a stack, and reports the error', async () => {
    const reported: unknown[] = [];
    const app = express();
    app.get('/fails', () => {
      throw new Error('the ledger is gone');
    });
    app.use(answerErrorsAsJson((error) => void reported.push(error)));
    const server: Listening = await listen(app);
    try {
      const response = await fetch(`${server.url}/fails`);
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ code: 500, message: 'The platform failed to answer' });
      expect(body).not.toMatch(LEAKS);
      expect(body).not.toContain('ledger');
      expect(reported).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
