import type { Request, Response } from 'express';
import type { LoadedBrand } from '../../engine/manifest/index.ts';
import type { CatalogueGame } from '../../engine/platform/index.ts';
import type { CachedUpstream } from '../cache/cached-upstream.ts';
import { lobbyGamesRequest } from '../helper-api/content-routes.ts';
import type { RequestVisitor } from '../visitor/index.ts';

const GAME_PATH = /^\/game\/(\d+)\/?$/;

/** The games of a catalogue answer by id, read once per answer the cache holds (thousands of games). */
const gamesOfAnswer = new WeakMap<Buffer, ReadonlyMap<number, CatalogueGame>>();
function gamesOf(body: Buffer): ReadonlyMap<number, CatalogueGame> {
  let games = gamesOfAnswer.get(body);
  if (!games) {
    const { data } = JSON.parse(body.toString('utf8')) as { data?: { Games?: CatalogueGame[] }[] };
    games = new Map(
      (Array.isArray(data) ? data : []).flatMap((category) =>
        (category.Games ?? []).map((game) => [Number(game.GameGroupId), game]),
      ),
    );
    gamesOfAnswer.set(body, games);
  }
  return games;
}

export interface GameOfPathOptions {
  content: CachedUpstream;
  brandOf: (res: Response) => LoadedBrand;
  visitor: (req: Request, res: Response) => RequestVisitor;
}

/**
 * The game of a /game/{id} path as the catalogue the visitor's lobby shows lists it: the game, or
 * 'missing' when the catalogue lacks it. Read through the cache the browser's catalogue calls fill;
 * when the catalogue cannot be read, nothing is known (the game window says what it can).
 */
export function createGameOfPath({ content, brandOf, visitor }: GameOfPathOptions) {
  return async function gameOfPath(req: Request, res: Response, path: string): Promise<CatalogueGame | 'missing' | undefined> {
    const id = GAME_PATH.exec(path)?.[1];
    if (id === undefined) return undefined;
    // The cache entry the browser's lobby reads (GET /api/games/{product}/search): one fetch serves both.
    const request = lobbyGamesRequest(brandOf(res), visitor(req, res).geo.CountryIsoCode);
    const answer = await content.fetch({ ...request, requestId: res.locals.requestId as string });
    if (answer.status !== 200) return undefined;
    try {
      return gamesOf(answer.body).get(Number(id)) ?? 'missing';
    } catch {
      return undefined;
    }
  };
}
