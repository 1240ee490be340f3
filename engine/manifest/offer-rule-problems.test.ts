import { describe, expect, it } from 'vitest';
import type { BrandManifest, ComponentRecord, PageRecord } from '../../schemas/index.ts';
import type { MarketRulebook } from '../rules/index.ts';
import type { LoadedMarket, LoadedPage } from './brand-folder.ts';
import { offerRuleProblems } from './offer-rule-problems.ts';
import { OFFER_RULEBOOK } from '../rules/testing/offer-rulebook.ts';

const UKGC = OFFER_RULEBOOK;
const NOW = Date.parse('2026-06-01T00:00:00Z');
const CAP = 'the Gambling Commission caps wagering at 10x (LCCP SR code 5.1.1(3a))';
const B = 'brands/test';

const market = (id: string, rulebook: MarketRulebook | null, shellProps?: Record<string, Record<string, unknown>>) =>
  ({ id, file: `${B}/markets/${id}.json`, manifest: { shellProps }, rulebook }) as unknown as LoadedMarket;
const MARKETS = [market('gb', UKGC), market('row', null)];

const hero = (smallPrint: string): ComponentRecord => ({ alias: 'hero', props: { title: 'Welcome', smallPrint } });
const cards = (terms: object): ComponentRecord => ({
  alias: 'promotionCardsGrid',
  props: { contentPromotions: [{ title: 'Welcome', terms }] },
});
const page = (file: string, components: ComponentRecord[], extra: Partial<PageRecord> = {}): LoadedPage => ({
  file: `${B}/content/${file}`,
  record: { path: '/', kind: 'lobby', meta: { title: 'Lobby' }, components, ...extra } as PageRecord,
});
const shell = (before: ComponentRecord[] = []) => ({ shell: { before, after: [] } }) as unknown as BrandManifest;

describe.each([
  {
    case: 'a record scoped to GB advertising 35x',
    pages: [page('gb-lobby.json', [hero('35x wagering applies.')], { markets: ['gb'] })],
    problems: [`${B}/content/gb-lobby.json /components/0/props/smallPrint: advertises 35x wagering; ${CAP}`],
  },
  {
    case: "a record in GB's content folder advertising 35x",
    pages: [page('markets/gb/lobby.json', [hero('Bonus wagering 35x.')])],
    problems: [`${B}/content/markets/gb/lobby.json /components/0/props/smallPrint: advertises 35x wagering; ${CAP}`],
  },
  {
    case: 'a record of every market advertising 35x, GB without its own',
    pages: [page('lobby.json', [hero('35x wagering applies.')])],
    problems: [`${B}/content/lobby.json /components/0/props/smallPrint: advertises 35x wagering; ${CAP} (shown in market gb)`],
  },
  {
    case: 'a record of every market advertising 35x, GB with its own',
    pages: [
      page('lobby.json', [hero('35x wagering applies.')]),
      page('markets/gb/lobby.json', [hero('10x wagering.')], { markets: ['gb'] }),
    ],
    problems: [],
  },
  {
    case: 'a record scoped to the rest of the world advertising 35x',
    pages: [page('row-lobby.json', [hero('35x wagering applies.')], { markets: ['row'] })],
    problems: [],
  },
  {
    case: 'a GB card whose terms ask 35x across casino and betting',
    pages: [page('gb.json', [cards({ products: ['casino', 'betting'], wageringMultiple: 35 })], { markets: ['gb'] })],
    problems: [
      `${B}/content/gb.json /components/0/props/contentPromotions/0/terms/wageringMultiple: asks for 35x wagering; ${CAP}`,
      `${B}/content/gb.json /components/0/props/contentPromotions/0/terms/products: covers casino and betting; ` +
        'the Gambling Commission allows one type of gambling product per offer (LCCP SR code 5.1.1(3b))',
    ],
  },
  {
    case: 'a GB page whose meta advertises 35x',
    pages: [page('gb.json', [], { markets: ['gb'], meta: { title: 'Lobby', description: 'Welcome bonus, 35x wagering.' } })],
    problems: [`${B}/content/gb.json /meta/description: advertises 35x wagering; ${CAP}`],
  },
])('$case', ({ pages, problems }) => {
  it(problems.length ? 'is refused, naming the file, the pointer and the rule' : 'passes', () => {
    const found = offerRuleProblems({ file: `${B}/brand.json`, manifest: shell(), markets: MARKETS, pages }, NOW);
    expect(found.map(({ file, pointer, rule }) => `${file} ${pointer}: ${rule}`)).toEqual(problems);
  });
});

describe("the brand's shell", () => {
  const manifest = shell([{ alias: 'footer', props: { text: 'Bonus wagering 35x.', legal: '18+' } }]);

  it('is held to the book of each market that shows it', () => {
    const found = offerRuleProblems({ file: `${B}/brand.json`, manifest, markets: MARKETS, pages: [] }, NOW);
    expect(found).toEqual([
      {
        file: `${B}/brand.json`,
        pointer: '/shell/before/0/props/text',
        rule: `advertises 35x wagering; ${CAP} (shown in market gb)`,
      },
    ]);
  });

  it("is the market's own file where the market copies its words over the brand's", () => {
    const markets = [market('gb', UKGC, { footer: { text: 'Wagered 20 times.' } })];
    const found = offerRuleProblems({ file: `${B}/brand.json`, manifest, markets, pages: [] }, NOW);
    expect(found).toEqual([
      { file: `${B}/markets/gb.json`, pointer: '/shellProps/footer/text', rule: `advertises 20x wagering; ${CAP}` },
    ]);
  });
});

describe('before the rules take effect', () => {
  it('passes what they would refuse', () => {
    const pages = [page('gb.json', [hero('35x wagering applies.')], { markets: ['gb'] })];
    const found = offerRuleProblems(
      { file: `${B}/brand.json`, manifest: shell(), markets: MARKETS, pages },
      Date.parse('2026-01-01T00:00:00Z'),
    );
    expect(found).toEqual([]);
  });
});
