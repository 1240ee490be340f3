import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { createTelemetryCollector } from './collector.ts';

const batch = (extra: Record<string, unknown> = {}) => ({
  meta: {
    app: { name: 'croupier-hippodrome' },
    session: { id: 'session-1', attributes: { brand: 'hippodrome', market: 'gb' } },
    page: { url: 'http://hippodrome.localhost:3000/promotions' },
  },
  events: [{ name: 'faro.performance.navigation' }],
  measurements: [{ type: 'web-vitals' }, { type: 'web-vitals' }],
  ...extra,
});

describe("the sandbox's telemetry collector", () => {
  let server: Listening;
  const collector = createTelemetryCollector({ now: () => new Date('2026-11-24T10:00:00Z') });
  beforeAll(async () => {
    server = await listen(express().use('/telemetry', collector.routes));
  });
  afterAll(() => server.close());

  it('takes a Faro batch from any origin and shows its session, page, brand and kinds', async () => {
    const preflight = await fetch(`${server.url}/telemetry/collect`, {
      method: 'OPTIONS',
      headers: { origin: 'http://hippodrome.localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    const sent = await fetch(`${server.url}/telemetry/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch({ exceptions: [{ type: 'API_ERROR', value: 'API_ERROR' }] })),
    });
    expect(sent.status).toBe(202);
    expect(collector.list().at(-1)).toEqual({
      receivedAt: '2026-11-24T10:00:00.000Z',
      sessionId: 'session-1',
      pageUrl: 'http://hippodrome.localhost:3000/promotions',
      brand: 'hippodrome',
      kinds: { events: 1, measurements: 2, exceptions: 1 },
      errors: ['API_ERROR'],
    });
  });

  it.each([
    { body: [], message: 'a Faro batch is a JSON object with meta' },
    { body: { meta: { page: { url: '/' } } }, message: 'meta.session.id must be a string' },
    { body: { meta: { session: { id: 's' } } }, message: 'meta.page.url must be a string' },
    { body: batch({ events: 'many' }), message: 'events must be a list' },
  ])('refuses $message with a 400 naming the field', async ({ body, message }) => {
    const before = collector.list().length;
    const sent = await fetch(`${server.url}/telemetry/collect`, { method: 'POST', body: JSON.stringify(body) });
    expect([sent.status, await sent.json()]).toEqual([400, { code: 400, message }]);
    expect(collector.list()).toHaveLength(before);
  });

  it('refuses a batch over its size bound, as JSON', async () => {
    const sent = await fetch(`${server.url}/telemetry/collect`, {
      method: 'POST',
      body: JSON.stringify(batch({ logs: [{ message: 'x'.repeat(1_100_000) }] })),
    });
    expect([sent.status, await sent.json()]).toEqual([413, { code: 413, message: 'a batch may be 1mb at most' }]);
  });

  it('keeps the latest 500 batches, newest last', async () => {
    const bounded = createTelemetryCollector();
    const at = await listen(express().use('/telemetry', bounded.routes));
    try {
      for (let index = 0; index < 505; index++) {
        const body = batch();
        body.meta.session.id = `session-${index}`;
        await fetch(`${at.url}/telemetry/collect`, { method: 'POST', body: JSON.stringify(body) });
      }
      const kept = bounded.list();
      expect([kept.length, kept[0]?.sessionId, kept.at(-1)?.sessionId]).toEqual([500, 'session-5', 'session-504']);
    } finally {
      await at.close();
    }
  });
});
