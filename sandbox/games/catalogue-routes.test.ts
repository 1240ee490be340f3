import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from './catalogue-types.ts';
import { startGamesTestServer, type GamesTestServer } from '../../tests/support/sandbox-services/games-test-server.ts';

let sandbox: GamesTestServer;
beforeAll(async () => void (sandbox = await startGamesTestServer()));
afterAll(() => sandbox.close());

describe('the catalogue route', () => {
  it('answers the categories of a product, images on the public origin', async () => {
    const response = await fetch(`${sandbox.url}/games/catalogue/2000`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Category[] };
    expect(data.map((category) => category.GameCategoryType)).toEqual([
      'slots',
      'live-casino',
      'table-games',
      'jackpots',
      'new',
      'popular',
    ]);
    expect(data[0]?.Games[0]?.ImageUrl).toMatch(new RegExp(`^${sandbox.url}/games/thumbnails/2000/\\d+\\.jpg$`));
    expect(sandbox.service.catalogueFor(2000)?.categories).toEqual(data);
  });

  it('answers 404 for a product it does not know', async () => {
    expect((await fetch(`${sandbox.url}/games/catalogue/4242`)).status).toBe(404);
    expect(sandbox.service.catalogueFor(4242)).toBeUndefined();
  });
});

describe('thumbnails and icons', () => {
  it("serves a game's tile as a cacheable JPEG, the same bytes on every request", async () => {
    const game = sandbox.service.catalogueFor(1000)!.games[0]!;
    const [first, again] = await Promise.all([fetch(game.ImageUrl), fetch(game.ImageUrl)]);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('cache-control')).toContain('immutable');
    const jpeg = Buffer.from(await first.arrayBuffer());
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(Buffer.from(await again.arrayBuffer()).equals(jpeg)).toBe(true);
    const later = Buffer.from(await (await fetch(game.ImageUrl)).arrayBuffer());
    expect(later.equals(jpeg)).toBe(true);
  });

  it("serves the SVG the tile is drawn from beside it, with the game's initials and name", async () => {
    const game = sandbox.service.catalogueFor(1000)!.games[0]!;
    const response = await fetch(game.ImageUrl.replace(/\.jpg$/, '.svg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`<title>${game.Name.replace(/'/g, '&#39;').replace(/&(?!#39;)/g, '&amp;')}</title>`);
  });

  it('serves the tile as a PNG too', async () => {
    const game = sandbox.service.catalogueFor(1000)!.games[0]!;
    const response = await fetch(game.ImageUrl.replace(/\.jpg$/, '.png'));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 400 });
  });

  it('draws different tiles for different games', async () => {
    const [first, second] = sandbox.service.catalogueFor(3000)!.games;
    const [a, b] = await Promise.all(
      [first!, second!].map(async (game) => Buffer.from(await (await fetch(game.ImageUrl)).arrayBuffer())),
    );
    expect(a!.equals(b!)).toBe(false);
  });

  it('answers 404 for a game of another product', async () => {
    const game = sandbox.service.catalogueFor(1000)!.games[0]!;
    expect((await fetch(`${sandbox.url}/games/thumbnails/2000/${game.GameGroupId}.jpg`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/games/thumbnails/2000/${game.GameGroupId}.svg`)).status).toBe(404);
  });

  it('serves an icon for every category and sub-category, idle and active', async () => {
    const urls = sandbox.service
      .catalogueFor(1000)!
      .categories.flatMap((category) => [category, ...category.SubCategories])
      .flatMap((entry) => [entry.ImageUrl, entry.ActiveImageUrl]);
    const responses = await Promise.all(urls.map((url) => fetch(url)));
    expect(responses.map((response) => response.status)).toEqual(urls.map(() => 200));
    expect(responses.every((response) => response.headers.get('content-type')?.startsWith('image/svg+xml'))).toBe(true);
    expect((await fetch(`${sandbox.url}/games/icons/active/unknown.svg`)).status).toBe(404);
  });
});
