import { describe, expect, it } from 'vitest';
import type { CatalogueFile } from '../../engine/i18n/icu/index.ts';
import { marketLanguages, pageSummariesOf, type PageSummary } from './market-languages.ts';

const file = (language: string, area: string, json: unknown): CatalogueFile => ({
  language,
  area,
  file: `messages/${language}/${area}.json`,
  json,
});
const ENGLISH = [file('en', 'content', { close: 'Close', 'blog.all': 'All' }), file('en', 'game', { play: 'Play' })];
const FRENCH = [file('fr', 'content', { close: 'Fermer', 'blog.all': 'Tous' }), file('fr', 'game', { play: 'Jouer' })];

const stringsOf = (locale: string, messages: CatalogueFile[]) => {
  const [, language] = marketLanguages({ marketId: 'ca', locales: ['en-CA', locale], pages: [], messages });
  return { refusal: language?.refusal, missing: language?.missingStrings };
};

describe('the strings a locale lacks, from catalogueProblems over messages/', () => {
  it.each([
    {
      why: 'a language with every key of every area lacks none',
      locale: 'fr-CA',
      messages: [...ENGLISH, ...FRENCH],
      missing: [],
    },
    {
      why: 'a key English has and the translation not is missing, by area and key',
      locale: 'fr-CA',
      messages: [...ENGLISH, file('fr', 'content', { close: 'Fermer' }), FRENCH[1]!],
      missing: [{ area: 'content', key: 'blog.all' }],
    },
    {
      why: 'an area the translation has no file for is every key of it missing',
      locale: 'fr-CA',
      messages: [...ENGLISH, FRENCH[0]!],
      missing: [{ area: 'game', key: 'play' }],
    },
    {
      why: 'another problem (a key English lacks, a placeholder dropped) is not a missing string',
      locale: 'fr-CA',
      messages: [
        ...ENGLISH,
        file('fr', 'content', { close: 'Fermer', 'blog.all': 'Tous', extra: 'En trop' }),
        file('fr', 'game', { play: 'Jouer {name}' }),
      ],
      missing: [],
    },
    {
      why: "the locale's region is dropped: fr-FR reads fr as fr-CA does",
      locale: 'fr-FR',
      messages: [...ENGLISH, file('fr', 'content', {}), FRENCH[1]!],
      missing: [
        { area: 'content', key: 'close' },
        { area: 'content', key: 'blog.all' },
      ],
    },
    { why: 'English is the source: nothing to translate', locale: 'en-GB', messages: ENGLISH, missing: [] },
    { why: 'the pseudo-locale is made from English: nothing to translate', locale: 'en-XA', messages: ENGLISH, missing: [] },
  ])('$why', ({ locale, messages, missing }) => {
    expect(stringsOf(locale, messages)).toEqual({ refusal: undefined, missing });
  });

  it('refuses a language with no message files at all, as the site refuses the market', () => {
    expect(stringsOf('de-DE', [...ENGLISH, ...FRENCH])).toEqual({
      refusal: 'no strings in messages/de/: the site refuses this market',
      missing: [],
    });
  });

  it("names the folder as it is given, and checks a default locale's language too", () => {
    const [china] = marketLanguages({
      marketId: 'cn',
      locales: ['zh'],
      pages: [],
      messages: [...ENGLISH, file('zh', 'content', { close: '关闭', 'blog.all': '全部' })],
      messagesFolder: 'site/messages',
    });
    expect(china).toMatchObject({
      locale: 'zh',
      language: 'zh',
      isDefault: true,
      missingStrings: [{ area: 'game', key: 'play' }],
    });
    expect(
      marketLanguages({ marketId: 'de', locales: ['de'], pages: [], messages: ENGLISH, messagesFolder: 'site/messages' })[0],
    ).toMatchObject({ refusal: 'no strings in site/messages/de/: the site refuses this market' });
  });
});

const page = (path: string, fields: Partial<PageSummary> = {}): PageSummary => ({
  file: `brands/jackpotcity/content${path === '/' ? '/lobby' : path}${fields.markets ? `.${fields.markets.join('-')}` : ''}${fields.locales ? `.${fields.locales.join('-')}` : ''}${fields.scheduled ? '.scheduled' : ''}.json`,
  path,
  title: `${path} ${fields.markets?.join(',') ?? 'every market'} ${fields.locales?.join(',') ?? 'default'}`,
  scheduled: false,
  ...fields,
});

/** The paths and titles of the records Canada's fr-CA visitors would read without a fr-CA record. */
const untranslated = (pages: PageSummary[], locale = 'fr-CA') =>
  marketLanguages({ marketId: 'ca', locales: ['en-CA', locale], pages, messages: ENGLISH })[1]!.missingPages.map(
    ({ path, title }) => `${path}: ${title}`,
  );

describe("the market's page records with no record for a locale", () => {
  it.each([
    {
      why: 'a record for every market, untranslated, is listed',
      pages: [page('/terms')],
      listed: ['/terms: /terms every market default'],
    },
    {
      why: 'a translation for every market covers it',
      pages: [page('/terms'), page('/terms', { locales: ['fr-CA'] })],
      listed: [],
    },
    {
      why: "the market's own record hides every market's, so only the own one is listed",
      pages: [page('/'), page('/', { markets: ['ca'] })],
      listed: ['/: / ca default'],
    },
    {
      why: "every market's translation covers the market's own record: fr-CA visitors read it",
      pages: [page('/', { markets: ['ca'] }), page('/', { locales: ['fr-CA'] })],
      listed: [],
    },
    {
      why: "another market's records and translations are not the market's",
      pages: [page('/help', { markets: ['nz'] }), page('/terms'), page('/terms', { markets: ['nz'], locales: ['fr-CA'] })],
      listed: ['/terms: /terms every market default'],
    },
    {
      why: "another locale's translation does not cover this one",
      pages: [page('/terms'), page('/terms', { locales: ['fr-FR'] })],
      listed: ['/terms: /terms every market default'],
    },
    {
      why: 'a translation for several locales covers each',
      pages: [page('/terms'), page('/terms', { markets: ['ca'], locales: ['fr-FR', 'fr-CA'] })],
      listed: [],
    },
    {
      why: "a scheduled record of the market shows over every market's in its window only: both are read",
      pages: [page('/'), page('/', { markets: ['ca'], scheduled: true })],
      listed: ['/: / ca default', '/: / every market default'],
    },
    {
      why: "every market's scheduled record never shows over the market's own: it is not read",
      pages: [page('/', { scheduled: true }), page('/', { markets: ['ca'] })],
      listed: ['/: / ca default'],
    },
    {
      why: 'listed by path',
      pages: [page('/terms'), page('/blog'), page('/')],
      listed: ['/: / every market default', '/blog: /blog every market default', '/terms: /terms every market default'],
    },
  ])('$why', ({ pages, listed }) => {
    expect(untranslated(pages)).toEqual(listed);
  });

  it('are none for the default locale, which the records without locales are in', () => {
    const [canada] = marketLanguages({ marketId: 'ca', locales: ['en-CA', 'fr-CA'], pages: [page('/terms')], messages: ENGLISH });
    expect(canada).toEqual({
      locale: 'en-CA',
      language: 'en',
      isDefault: true,
      isSource: true,
      missingStrings: [],
      missingPages: [],
    });
  });
});

describe('pageSummariesOf', () => {
  it("reads each content file's path, title, markets, locales and whether it has a schedule; a file without a path is left out", () => {
    const json = (value: unknown) => JSON.stringify(value);
    const folder = {
      name: 'jackpotcity',
      root: 'brands/jackpotcity',
      assets: [],
      files: [
        { relative: 'brand.json', text: json({ path: '/not-a-page' }) },
        { relative: 'content/pages/terms.json', text: json({ path: '/terms', meta: { title: 'Terms' } }) },
        {
          relative: 'content/pages/terms.fr.json',
          text: json({ path: '/terms', markets: ['ca'], locales: ['fr-CA'], schedule: { from: '2026-01-01' } }),
        },
        { relative: 'content/broken.json', text: '{ "path": ' },
        { relative: 'content/no-path.json', text: json({ meta: { title: 'No path' } }) },
      ],
    };
    expect(pageSummariesOf(folder)).toEqual([
      { file: 'brands/jackpotcity/content/pages/terms.json', path: '/terms', title: 'Terms', scheduled: false },
      {
        file: 'brands/jackpotcity/content/pages/terms.fr.json',
        path: '/terms',
        markets: ['ca'],
        locales: ['fr-CA'],
        scheduled: true,
      },
    ]);
  });
});
