import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { createDeviceProfilingProvider } from './provider.ts';

describe("the sandbox's device-profiling provider", () => {
  let server: Listening;
  const provider = createDeviceProfilingProvider();
  beforeAll(async () => {
    server = await listen(express().use('/device-profiling', provider.routes));
  });
  afterAll(() => server.close());

  it('serves its tag as a script any page may load', async () => {
    const tag = await fetch(`${server.url}/device-profiling/tag.js?org_id=o&session_id=s`);
    expect(tag.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(await tag.text()).toContain('croupier:device-profile');
  });

  it('records each profiling session with its page id and brand, and answers its black box', async () => {
    const answer = await fetch(
      `${server.url}/device-profiling/profile?org_id=croupier&session_id=abc123&page_id=101&brand=jackpotcity`,
      {
        method: 'POST',
      },
    );
    expect(await answer.json()).toEqual({ blackBox: 'sandbox-croupier-abc123' });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(provider.list().at(-1)).toEqual({ sessionId: 'abc123', pageId: 101, brand: 'jackpotcity' });
  });

  it.each([
    { query: 'org_id=o&page_id=100', message: 'session_id: 1 to 64 letters, digits, _ or -' },
    { query: 'session_id=s%20s&org_id=o', message: 'session_id: 1 to 64 letters, digits, _ or -' },
    { query: 'session_id=s', message: 'org_id: 1 to 64 letters, digits, _ or -' },
    { query: 'session_id=s&org_id=o&page_id=7', message: 'page_id must be 100, 101 or 102' },
  ])('refuses $query with a 400 naming the parameter, recording nothing', async ({ query, message }) => {
    const before = provider.list().length;
    const answer = await fetch(`${server.url}/device-profiling/profile?${query}`, { method: 'POST' });
    expect([answer.status, await answer.json()]).toEqual([400, { code: 400, message }]);
    expect(provider.list()).toHaveLength(before);
  });
});
