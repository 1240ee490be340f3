import { describe, expect, it } from 'vitest';
import { componentCatalog } from '../../../components/index.ts';
import type { PageRow } from '../common/studio-client.ts';
import { editorConfig, paletteFor, shownToOptions } from './editor-config.ts';
import { SHOWN_FROM, SHOWN_UNTIL } from './page-data.ts';
import type { CustomRenderers } from './schema-fields.ts';

const row = (kind: string, aliases: string[]): PageRow => ({
  file: `brands/b/content/${kind}.json`,
  kind,
  aliases,
  problems: [],
});
const pages = [
  row('lobby', ['hero', 'jackpotTicker', 'gamesGrid', 'categoryNavigation']),
  row('lobby', ['hero', 'promotionCardsGrid', 'richText']),
  row('blogIndex', ['hero', 'blogCardsGrid']),
  row('game', ['gameWindow', 'messageBroker']),
];
const none = () => null as never;
const renderers: CustomRenderers = { colour: none, asset: none, lines: none, choices: none, zonedTime: none };

describe('the palette: what belongs on the page', () => {
  it('offers on a lobby what the brands put on lobbies, by name: no header, footer or blog cards', () => {
    expect(paletteFor('lobby', pages)).toEqual([
      'categoryNavigation',
      'gamesGrid',
      'hero',
      'jackpotTicker',
      'promotionCardsGrid',
      'richText',
    ]);
  });

  it('never offers a component left out of that kind of page, even where the data has it', () => {
    expect(paletteFor('game', pages)).toEqual(['gameWindow']);
  });

  it('shows only the palette in Puck, while every component can still be drawn', () => {
    const config = editorConfig({ kind: 'blogIndex', pages, renderers, render: () => none });
    expect(config.categories).toMatchObject({ page: { components: ['blogCardsGrid', 'hero'] }, other: { visible: false } });
    expect(Object.keys(config.components)).toHaveLength(Object.keys(componentCatalog).length);
    expect(config.components.hero).toMatchObject({ label: 'Hero', defaultProps: { shownTo: 'both', recordKey: '' } });
  });
});

describe('when it is shown', () => {
  it("asks for a schedule's ends as dates and times on the market's clocks", () => {
    const config = editorConfig({ kind: 'lobby', pages, renderers, render: () => none, timeZone: 'Europe/London' });
    for (const [field, label] of [
      [SHOWN_FROM, 'Shown from (Europe/London)'],
      [SHOWN_UNTIL, 'Shown until (Europe/London)'],
    ] as const)
      expect(config.components.hero?.fields?.[field]).toMatchObject({
        type: 'custom',
        label,
        render: renderers.zonedTime,
        metadata: { timeZone: 'Europe/London' },
      });
  });
});

describe('who sees it: a record narrows its component, never widens it', () => {
  it.each([
    ['hero', ['both', 'loggedIn', 'loggedOut']],
    ['bankingWindow', ['both', 'loggedIn']],
    ['loginModal', ['both', 'loggedOut']],
  ] as const)('%s offers %o', (alias, values) => {
    expect(shownToOptions(componentCatalog[alias]).map((option) => option.value)).toEqual(values);
  });
});
