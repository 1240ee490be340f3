import { describe, expect, it } from 'vitest';
import { componentCatalog, type PageKind } from '../../components/index.ts';
import type { ComponentAlias, ComponentRecord, PageRecord } from '../../schemas/index.ts';
import { componentAliases } from '../../schemas/index.ts';
import { createSchemaValidator } from '../manifest/index.ts';
import { createComposer, type ComposeInput } from './index.ts';

const composePage = createComposer({ catalog: componentCatalog, validator: createSchemaValidator() });

/** The least props each alias accepts: most have none required. */
const MINIMAL_PROPS: Partial<Record<ComponentAlias, Record<string, unknown>>> = {
  hero: { title: 'Tonight at the tables', image: 'assets/hero.svg' },
  header: { navigation: [] },
  footer: { columns: [], licenceText: 'Licensed in Malta.', responsibleGamblingText: 'Play safe.' },
  richText: { html: '<p>House rules.</p>' },
};
const record = (alias: ComponentAlias, extra: Partial<ComponentRecord> = {}): ComponentRecord => ({
  alias,
  props: MINIMAL_PROPS[alias] ?? {},
  ...extra,
});
const page = (...components: ComponentRecord[]): PageRecord => ({
  path: '/',
  kind: 'lobby',
  meta: { title: 'Lobby', description: 'The lobby.' },
  components,
});
const NOW = Date.parse('2026-11-28T12:00:00Z');
const compose = (input: Partial<ComposeInput> & Pick<ComposeInput, 'record'>) =>
  composePage({ path: '/', loggedIn: false, pageKind: 'lobby', now: NOW, ...input });
const aliases = (input: Partial<ComposeInput> & Pick<ComposeInput, 'record'>) => compose(input).nodes.map((node) => node.alias);

/** SPEC §2 "Visibility per component", one row per component it names, and the components it leaves to all visitors. */
const VISIBILITY: { alias: ComponentAlias; loggedIn: boolean; loggedOut: boolean }[] = [
  ...(
    [
      'bankingWindow',
      'lowBalanceReminder',
      'playerSessionReminder',
      'playerVerificationWindow',
      'playerHistoryModal',
      'xeniaMessage',
      'restrictedCountry',
      'freedomBonusInformationModal',
      'verificationIndicator',
      'appDownloadPrompt',
      'messageBroker',
      'bigWinnerDetailGrid',
      'questsPanel',
      'saferGambling',
    ] as const
  ).map((alias) => ({ alias, loggedIn: true, loggedOut: false })),
  ...(['registration', 'loginModal'] as const).map((alias) => ({ alias, loggedIn: false, loggedOut: true })),
  ...(
    [
      'toast',
      'playerInactivityReminder',
      'responsibleGamblingWeek',
      'cookieToast',
      'cookieSettings',
      'termsAndConditions',
      'poorConnectionAlert',
      'promotionsTermsAndConditions',
      'support',
      'genesys',
      'hero',
      'header',
      'footer',
      'gamesGrid',
      'categoryNavigation',
      'jackpotTicker',
      'blogCardsGrid',
      'blogPost',
      'promotionCardsGrid',
      'bigWinnerCarousel',
      'gameWindow',
      'inGameMobileMenu',
      'richText',
      'pageNotFound',
      'serverError',
      'gameNotFound',
      'restrictedCountryPage',
    ] as const
  ).map((alias) => ({ alias, loggedIn: true, loggedOut: true })),
];

describe('visibility per component', () => {
  it('covers every registered component', () => {
    expect(VISIBILITY.map((row) => row.alias).sort()).toEqual([...componentAliases].sort());
  });

  describe.each(VISIBILITY)('$alias', ({ alias, loggedIn, loggedOut }) => {
    it(`is ${loggedIn ? 'shown' : 'left out'} for a logged-in player`, () => {
      // The games grid is followed by its big-winner grid; this table is about the component itself.
      expect(aliases({ record: page(record(alias)), loggedIn: true }).includes(alias)).toBe(loggedIn);
    });
    it(`is ${loggedOut ? 'shown' : 'left out'} for a logged-out visitor`, () => {
      expect(aliases({ record: page(record(alias)), loggedIn: false }).includes(alias)).toBe(loggedOut);
    });
  });
});

describe('a record narrowing who sees a component', () => {
  it.each([
    { visibility: 'loggedIn' as const, loggedIn: true, loggedOut: false },
    { visibility: 'loggedOut' as const, loggedIn: false, loggedOut: true },
    { visibility: 'both' as const, loggedIn: true, loggedOut: true },
  ])('a hero declared $visibility', ({ visibility, loggedIn, loggedOut }) => {
    const lobby = page(record('hero', { visibility }));
    expect(aliases({ record: lobby, loggedIn: true })).toEqual(loggedIn ? ['hero'] : []);
    expect(aliases({ record: lobby, loggedIn: false })).toEqual(loggedOut ? ['hero'] : []);
  });

  it('shows the logged-in and logged-out variants of a page to the right visitor', () => {
    const lobby = page(
      record('hero', { visibility: 'loggedOut', props: { title: 'Join tonight', image: 'assets/a.svg' } }),
      record('hero', { visibility: 'loggedIn', props: { title: 'Welcome back', image: 'assets/b.svg' } }),
    );
    const titles = (loggedIn: boolean) =>
      compose({ record: lobby, loggedIn }).nodes.map((node) => (node.props as { title: string }).title);
    expect(titles(false)).toEqual(['Join tonight']);
    expect(titles(true)).toEqual(['Welcome back']);
  });
});

describe('the message broker', () => {
  it.each<{ pageKind: PageKind; shown: boolean }>([
    { pageKind: 'lobby', shown: true },
    { pageKind: 'promotions', shown: true },
    { pageKind: 'blogPost', shown: true },
    { pageKind: 'game', shown: false },
  ])('on a $pageKind page is shown: $shown', ({ pageKind, shown }) => {
    const composition = compose({ record: page(record('messageBroker')), loggedIn: true, pageKind });
    expect(composition.nodes.map((node) => node.alias)).toEqual(shown ? ['messageBroker'] : []);
    expect(composition.decisions[0]?.reason).toBe(shown ? 'shown' : 'excludedOnPageKind');
  });
});

describe('a big winner detail grid after each games grid', () => {
  const lobby = page(
    record('hero'),
    record('gamesGrid'),
    record('jackpotTicker'),
    record('gamesGrid', { props: { layout: 'row' } }),
  );

  it('is inserted after every games grid for a logged-in player', () => {
    expect(aliases({ record: lobby, loggedIn: true })).toEqual([
      'hero',
      'gamesGrid',
      'bigWinnerDetailGrid',
      'jackpotTicker',
      'gamesGrid',
      'bigWinnerDetailGrid',
    ]);
    expect(compose({ record: lobby, loggedIn: true }).nodes.filter((node) => node.inserted)).toHaveLength(2);
  });

  it('is left out for a logged-out visitor, as every big winner detail grid is', () => {
    expect(aliases({ record: lobby, loggedIn: false })).toEqual(['hero', 'gamesGrid', 'jackpotTicker', 'gamesGrid']);
  });

  it('is not added twice where the page already has one after the grid', () => {
    const withOwn = page(record('gamesGrid'), record('bigWinnerDetailGrid', { props: { sortMode: 'topWinners' } }));
    const nodes = compose({ record: withOwn, loggedIn: true }).nodes;
    expect(nodes.map((node) => [node.alias, node.inserted])).toEqual([
      ['gamesGrid', false],
      ['bigWinnerDetailGrid', false],
    ]);
  });
});

describe('the login modal', () => {
  it.each([
    { path: '/', shown: true },
    { path: '/game/42', shown: true },
    { path: undefined, shown: false },
    { path: null, shown: false },
    { path: '', shown: false },
  ])('with path $path is shown: $shown', ({ path, shown }) => {
    const composition = compose({ record: page(record('loginModal')), path, loggedIn: false });
    expect(composition.nodes.map((node) => node.alias)).toEqual(shown ? ['loginModal'] : []);
    if (!shown) expect(composition.decisions[0]?.reason).toBe('noPath');
  });
});

describe('a page without a content record', () => {
  it('shows the 404 component', () => {
    const composition = compose({ record: undefined });
    expect(composition.notFound).toBe(true);
    expect(composition.nodes.map((node) => node.alias)).toEqual(['pageNotFound']);
  });

  it("shows the brand's 404 page when it has one, within the shell", () => {
    const notFoundRecord: PageRecord = {
      path: '/404',
      kind: 'error',
      meta: { title: '404: Page Not Found', description: 'Not here.' },
      components: [record('pageNotFound', { props: { message: 'This table has closed.' } })],
    };
    const composition = compose({
      record: null,
      notFoundRecord,
      shell: { before: [record('header')], after: [record('footer')] },
    });
    expect(composition.nodes.map((node) => [node.alias, node.placement])).toEqual([
      ['header', 'shellBefore'],
      ['pageNotFound', 'page'],
      ['footer', 'shellAfter'],
    ]);
    expect(composition.nodes[1]?.props).toEqual({ message: 'This table has closed.' });
  });
});

describe('a broken component record', () => {
  it.each([
    {
      name: 'an unknown alias',
      broken: { alias: 'slotMachine', props: {} },
      reason: 'unknownAlias',
      message: 'unknown component "slotMachine"',
    },
    {
      name: 'invalid props',
      broken: { alias: 'hero', props: { title: 7, image: 'assets/a.svg' } },
      reason: 'invalidProps',
      message: 'invalid props of hero: /title: must be string',
    },
  ])('with $name is dropped with one error and the page stays', ({ broken, reason, message }) => {
    const composition = compose({ record: page(record('header'), broken as ComponentRecord, record('footer')) });
    expect(composition.nodes.map((node) => node.alias)).toEqual(['header', 'footer']);
    expect(composition.errors).toEqual([{ key: `page-1-${broken.alias}`, alias: broken.alias, message }]);
    expect(composition.decisions[1]).toMatchObject({ included: false, reason });
  });

  it('never makes compose throw, whatever the record holds', () => {
    const garbage = { ...page(), components: [null, 42, { alias: 'hero' }, record('richText')] } as unknown as PageRecord;
    const composition = compose({ record: garbage, shell: { before: [], after: [record('footer')] } });
    expect(composition.nodes.map((node) => node.alias)).toEqual(['richText', 'footer']);
    expect(composition.errors).toHaveLength(3);
  });
});

describe('the order of a page', () => {
  it('is the shell before, the page, then the shell after, each in record order', () => {
    const composition = compose({
      record: page(record('hero'), record('categoryNavigation'), record('gamesGrid')),
      shell: { before: [record('header')], after: [record('footer'), record('cookieToast'), record('toast')] },
    });
    expect(composition.nodes.map((node) => node.alias)).toEqual([
      'header',
      'hero',
      'categoryNavigation',
      'gamesGrid',
      'footer',
      'cookieToast',
      'toast',
    ]);
    expect(new Set(composition.nodes.map((node) => node.key)).size).toBe(composition.nodes.length);
  });
});

describe('scheduled component records', () => {
  const weekend = { from: '2026-11-27T18:00:00+00:00', until: '2026-11-30T00:00:00+00:00' };
  const hero = (schedule?: ComponentRecord['schedule']) =>
    record('hero', { key: 'weekend-hero', ...(schedule ? { schedule } : {}) });

  it.each([
    { when: 'before the weekend', now: '2026-11-27T17:59:59Z', reason: 'notStarted', included: false },
    { when: 'as it starts', now: '2026-11-27T18:00:00Z', reason: 'shown', included: true },
    { when: 'during it', now: '2026-11-28T12:00:00Z', reason: 'shown', included: true },
    { when: 'as it ends', now: '2026-11-30T00:00:00Z', reason: 'ended', included: false },
  ])('a weekend hero $when: $reason', ({ now, reason, included }) => {
    const [decision] = compose({ record: page(hero(weekend)), now: Date.parse(now) }).decisions;
    expect(decision).toMatchObject({ key: 'weekend-hero', reason, included, schedule: weekend });
  });

  it('leaves out a record whose schedule cannot be read, and reports it', () => {
    const composition = compose({ record: page(hero({ until: '30/11/2026' })) });
    expect(composition.nodes).toEqual([]);
    expect(composition.decisions[0]?.reason).toBe('unreadableSchedule');
    expect(composition.errors[0]?.message).toMatch(/unreadable schedule of hero/);
  });

  it('schedules shell records too', () => {
    const banner = record('richText', { key: 'sale-banner', schedule: { until: '2026-11-28T00:00:00Z' } });
    const composition = compose({ record: page(hero()), shell: { before: [banner], after: [] } });
    expect(composition.nodes.map((node) => node.key)).toEqual(['weekend-hero']);
  });
});
