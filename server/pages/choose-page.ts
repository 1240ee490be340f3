import type { Request, Response } from 'express';
import { pageKindOfPath } from '../../engine/compose/index.ts';
import type { PageData } from '../../engine/page/page-data.ts';
import type { PageKind } from '../../components/index.ts';
import type { PageRecord } from '../../schemas/index.ts';
import type { RequestVisitor } from '../visitor/index.ts';
import type { createGameOfPath } from './game-of-path.ts';
import { BROKEN_PAGE, type FreshnessLimits, type PageRecordReader } from './page-record-reader.ts';

/** Pages that offer play: a visitor from a country the brand does not serve gets the restricted-country page instead. */
const PLAY_PAGE_KINDS: readonly PageKind[] = ['lobby', 'game', 'promotions'];

/** 451 Unavailable For Legal Reasons: the brand may not offer its games in the visitor's country. */
const RESTRICTED_COUNTRY_STATUS = 451;

/** The error pages a brand's content may hold; the built-in record stands in where it holds none. */
const ERROR_PAGES: Record<'gameNotFound' | 'restrictedCountry' | 'serverError', PageRecord> = {
  gameNotFound: {
    path: '/game-not-found',
    kind: 'error',
    meta: { title: '404: Game Not Found', description: 'This game is not available.' },
    components: [{ alias: 'gameNotFound', props: {} }],
  },
  restrictedCountry: {
    path: '/restricted-country',
    kind: 'error',
    meta: { title: 'Not Available in Your Country', description: 'Games are not offered in your country.' },
    components: [{ alias: 'restrictedCountryPage', props: {} }],
  },
  serverError: {
    path: '/500',
    kind: 'error',
    meta: { title: '500: Server Error', description: 'Something went wrong on our side.' },
    components: [{ alias: 'serverError', props: {} }],
  },
};

export interface PageChooserOptions {
  records: PageRecordReader;
  gameOfPath: ReturnType<typeof createGameOfPath>;
  visitor: (req: Request, res: Response) => RequestVisitor;
}

/**
 * The record a path shows and its status: the restricted-country page (451) on a page that offers
 * play to a visitor whose country the brand does not serve, the game-not-found page (404) for a game
 * the catalogue lacks, the brand's 500 page (500) when the path's record list cannot be read, else
 * the path's own record (or none: a 404).
 */
export function createPageChooser({ records, gameOfPath, visitor }: PageChooserOptions) {
  return async function pageFor(
    req: Request,
    res: Response,
    path: string,
    limits: FreshnessLimits,
  ): Promise<Pick<PageData, 'record' | 'status' | 'game'>> {
    const found = await records.recordOrBroken(req, res, path, limits);
    const errorPage = async (page: keyof typeof ERROR_PAGES) =>
      (await records.record(req, res, ERROR_PAGES[page].path, limits)) ?? ERROR_PAGES[page];
    if (found === BROKEN_PAGE) return { record: await errorPage('serverError'), status: 500, game: null };
    const record = found;
    const kind = record?.kind ?? pageKindOfPath(path);
    if (visitor(req, res).market.countryRestricted && PLAY_PAGE_KINDS.includes(kind))
      return { record: await errorPage('restrictedCountry'), status: RESTRICTED_COUNTRY_STATUS, game: null };
    const game = record && kind === 'game' ? await gameOfPath(req, res, path) : undefined;
    if (game === 'missing') return { record: await errorPage('gameNotFound'), status: 404, game: null };
    return { record, status: record ? 200 : 404, game: game ?? null };
  };
}
