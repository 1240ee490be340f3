import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentCatalog } from '../../components/index.ts';
import { createComponentRecordReview } from '../../engine/compose/index.ts';
import { createSchemaValidator, loadBrands, type LoadedBrand } from '../../engine/manifest/index.ts';
import { changeFile, readRepoBrandFolders, readRepoRulebooks } from '../../tests/support/brand-folders.ts';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { createManualClock } from '../core/index.ts';
import { createContentService } from './content-service.ts';

const WEEKEND = { from: '2026-11-27T18:00:00+00:00', until: '2026-11-30T00:00:00+00:00' };
const GB_NODE = 3101;
const clock = createManualClock();
let brands: LoadedBrand[];
let service: Listening;

beforeAll(async () => {
  // Croupier with a weekend lobby for Great Britain and a page that only exists for the weekend.
  let folders = changeFile(await readRepoBrandFolders(), 'croupier', 'content/markets/gb-weekend-lobby.json', () => ({
    path: '/',
    kind: 'lobby',
    markets: ['gb'],
    schedule: WEEKEND,
    meta: { title: 'Weekend lobby', description: 'The weekend.' },
    components: [{ alias: 'hero', key: 'weekend-hero', props: { title: 'Weekend spins', image: 'assets/hero-lobby-gb.svg' } }],
  }));
  folders = changeFile(folders, 'croupier', 'content/pages/weekend-offer.json', () => ({
    path: '/weekend-offer',
    kind: 'content',
    schedule: WEEKEND,
    meta: { title: 'Weekend offer', description: 'Only this weekend.' },
    components: [],
  }));
  const loaded = loadBrands(folders, {
    validator: createSchemaValidator(),
    reviewComponent: createComponentRecordReview(componentCatalog),
    rulebooks: readRepoRulebooks(),
  });
  expect(loaded.problems).toEqual([]);
  brands = loaded.brands;
  const content = createContentService({ brands: () => brands, catalogueFor: () => undefined, clock });
  service = await listen(express().use(express.json()).use(content.routes));
});
afterAll(() => service.close());

const page = async (path: string) => {
  const response = await fetch(`${service.url}/brands/croupier/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, nodeId: GB_NODE }),
  });
  const body = (await response.json()) as { data?: { meta: { title: string } } };
  return { status: response.status, title: body.data?.meta.title, cacheControl: response.headers.get('cache-control') };
};

describe('scheduled page records in the content service', () => {
  it.each([
    {
      when: 'a day before',
      now: '2026-11-26T18:00:00Z',
      path: '/',
      status: 200,
      title: 'Live Tables, Slots and Jackpots in Pounds Sterling',
      maxAge: 86_400,
    },
    {
      when: 'a second before',
      now: '2026-11-27T17:59:59Z',
      path: '/',
      status: 200,
      title: 'Live Tables, Slots and Jackpots in Pounds Sterling',
      maxAge: 1,
    },
    { when: 'as it starts', now: '2026-11-27T18:00:00Z', path: '/', status: 200, title: 'Weekend lobby', maxAge: 194_400 },
    {
      when: 'as it ends',
      now: '2026-11-30T00:00:00Z',
      path: '/',
      status: 200,
      title: 'Live Tables, Slots and Jackpots in Pounds Sterling',
      maxAge: undefined,
    },
    {
      when: 'before, a page of the weekend only',
      now: '2026-11-27T17:00:00Z',
      path: '/weekend-offer',
      status: 404,
      title: undefined,
      maxAge: 3600,
    },
    {
      when: 'during, a page of the weekend only',
      now: '2026-11-28T00:00:00Z',
      path: '/weekend-offer',
      status: 200,
      title: 'Weekend offer',
      maxAge: 172_800,
    },
    {
      when: 'after, a page of the weekend only',
      now: '2026-11-30T00:00:01Z',
      path: '/weekend-offer',
      status: 404,
      title: undefined,
      maxAge: undefined,
    },
  ])('$when: $path is $status "$title", true for $maxAge s', async ({ now, path, status, title, maxAge }) => {
    clock.set(Date.parse(now));
    const answer = await page(path);
    expect(answer.status).toBe(status);
    if (title) expect(answer.title).toMatch(new RegExp(`^${title}`));
    expect(answer.cacheControl).toBe(maxAge === undefined ? null : `max-age=${maxAge}`);
  });

  it('lists a scheduled page among the market’s pages only inside its window', async () => {
    const listed = async (now: string) => {
      clock.set(Date.parse(now));
      const response = await fetch(`${service.url}/nodes/${GB_NODE}/false`);
      return ((await response.json()) as { data: { path: string }[] }).data.map((node) => node.path);
    };
    expect(await listed('2026-11-27T17:00:00Z')).not.toContain('/weekend-offer');
    expect(await listed('2026-11-28T12:00:00Z')).toContain('/weekend-offer');
  });
});
