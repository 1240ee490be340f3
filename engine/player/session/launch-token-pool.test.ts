import { describe, expect, it } from 'vitest';
import { createLaunchTokenPool } from './launch-token-pool.ts';

function poolWith(stored: number, perRequest = 10) {
  let tokens = Array.from({ length: stored }, (_, index) => `stored-${index}`);
  const requests: number[] = [];
  const pool = createLaunchTokenPool({
    read: () => tokens,
    write: (next) => {
      tokens = next;
    },
    request: async (count) => {
      requests.push(count);
      return Array.from({ length: perRequest }, (_, index) => `fresh-${requests.length}-${index}`);
    },
  });
  return { pool, requests, stored: () => tokens.length };
}

describe('SPEC §4 launch-token pool: at or below 8 stored, 10 more are asked for until above 8', () => {
  it.each([
    { stored: 12, requests: 0, left: 11 },
    { stored: 10, requests: 0, left: 9 },
    { stored: 9, requests: 1, left: 18 },
    { stored: 5, requests: 1, left: 14 },
    { stored: 0, requests: 1, left: 9 },
  ])('$stored stored: one taken, $requests request(s), $left left', async ({ stored, requests, left }) => {
    const { pool, requests: made, stored: count } = poolWith(stored);
    expect(await pool.take()).toBeDefined();
    await pool.topUp();
    expect(made).toEqual(Array(requests).fill(10));
    expect(count()).toBe(left);
  });

  it('repeats the request while the platform gives fewer than needed', async () => {
    const { pool, requests, stored } = poolWith(1, 3);
    await pool.take();
    await pool.topUp();
    expect(requests).toHaveLength(3);
    expect(stored()).toBe(9);
  });

  it('takes tokens one at a time, in order, never the same twice', async () => {
    const { pool } = poolWith(12);
    expect([await pool.take(), await pool.take()]).toEqual(['stored-0', 'stored-1']);
  });

  it('gives nothing rather than looping when the platform has no tokens', async () => {
    const { pool, requests } = poolWith(0, 0);
    expect(await pool.take()).toBeUndefined();
    expect(requests).toHaveLength(1);
  });
});
