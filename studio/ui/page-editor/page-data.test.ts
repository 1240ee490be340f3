import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../../../schemas/index.ts';
import { dataOfPage, decisionKeyOf, pageOfData, RECORD_KEY, SHOWN_FROM, SHOWN_TO, SHOWN_UNTIL } from './page-data.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const pageFile = (relative: string) =>
  readFile(path.join(REPO_ROOT, 'brands/hippodrome/content', relative), 'utf8').then((text) => JSON.parse(text) as PageRecord);

describe('page records and Puck data', () => {
  it.each(['lobby.json', 'markets/gb/lobby.json', 'promotions.json', 'game.json', 'blog/index.json', 'pages/help.json'])(
    '%s comes back from Puck unchanged',
    async (file) => {
      const page = await pageFile(file);
      expect(pageOfData(page, dataOfPage(page))).toEqual(page);
    },
  );

  it.each([
    {
      name: 'a weekend',
      from: '2026-11-27T18:00:00+00:00',
      until: '2026-11-30T00:00:00+00:00',
      schedule: { from: '2026-11-27T18:00:00+00:00', until: '2026-11-30T00:00:00+00:00' },
    },
    { name: 'a start only', from: ' 2026-11-27T18:00:00Z ', until: '', schedule: { from: '2026-11-27T18:00:00Z' } },
    { name: 'both cleared', from: '', until: '', schedule: undefined },
  ])('a schedule edited as $name is kept with the record', ({ from, until, schedule }) => {
    const page: PageRecord = {
      path: '/',
      kind: 'lobby',
      meta: { title: 'Lobby', description: 'The lobby' },
      components: [
        {
          alias: 'hero',
          key: 'weekend-hero',
          schedule: { from: '2026-01-01T00:00:00Z' },
          props: { title: 'Weekend', image: 'assets/hero.svg' },
        },
      ],
    };
    const data = dataOfPage(page);
    expect(data.content[0]?.props).toMatchObject({ [SHOWN_FROM]: '2026-01-01T00:00:00Z', [SHOWN_UNTIL]: '' });
    data.content[0]!.props = { ...data.content[0]!.props, [SHOWN_FROM]: from, [SHOWN_UNTIL]: until };
    expect(pageOfData(page, data).components[0]?.schedule).toEqual(schedule);
  });

  it('each record is an item of its alias, with who sees it and its key among its props', async () => {
    const page = await pageFile('markets/gb/lobby.json');
    const [hero] = dataOfPage(page).content;
    expect(hero).toMatchObject({
      type: 'hero',
      props: {
        title: (page.components[0]?.props as { title?: string }).title,
        [SHOWN_TO]: 'loggedOut',
        [RECORD_KEY]: 'hero-welcome',
      },
    });
  });

  it('a reorder, a cleared field and a widened visibility come back as the files write them', () => {
    const page: PageRecord = {
      path: '/',
      kind: 'lobby',
      meta: { title: 'Lobby', description: 'The lobby' },
      components: [
        {
          alias: 'hero',
          key: 'hero-welcome',
          visibility: 'loggedOut',
          props: { title: 'Hello', subtitle: 'Sub', image: 'assets/a.png' },
        },
        { alias: 'jackpotTicker' },
      ],
    };
    const data = dataOfPage(page);
    const [hero, ticker] = data.content;
    const edited = {
      ...data,
      content: [
        ticker!,
        {
          ...hero!,
          props: { ...hero!.props, subtitle: '', cta: { text: '', action: undefined }, [SHOWN_TO]: 'both', [RECORD_KEY]: '' },
        },
      ],
    };
    expect(pageOfData(page, edited).components).toEqual([
      { alias: 'jackpotTicker' },
      { alias: 'hero', props: { title: 'Hello', image: 'assets/a.png' } },
    ]);
  });

  it('names a record as Explain does: its key, or page, position and alias', () => {
    expect(decisionKeyOf({ alias: 'hero', key: 'hero-welcome' }, 0)).toBe('hero-welcome');
    expect(decisionKeyOf({ alias: 'jackpotTicker' }, 2)).toBe('page-2-jackpotTicker');
  });
});
