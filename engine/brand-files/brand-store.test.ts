import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyOfBrands } from '../../tests/support/run-cli.ts';
import { createTestLogger } from '../../tests/support/test-logger.ts';
import { createBrandStore } from '../../server/brands/brand-store.ts';
import type { BrandStore } from './brand-store.ts';

let scratch: Awaited<ReturnType<typeof copyOfBrands>>;
let store: BrandStore;
let lines: () => string[];
beforeEach(async () => {
  scratch = await copyOfBrands();
  const test = createTestLogger();
  lines = test.lines;
  store = await createBrandStore({ brandsDir: scratch.dir, logger: test.logger });
});
afterEach(async () => {
  store.close();
  await scratch.remove();
});

const edit = async (relative: string, change: (text: string) => string) => {
  const file = path.join(scratch.dir, relative);
  await writeFile(file, change(await readFile(file, 'utf8')));
};
const nzLocale = () =>
  store
    .registry()
    .byName('hippodrome')
    ?.markets.find((market) => market.id === 'nz')?.manifest.locale;

describe('the brand store in development', () => {
  it('tells its listeners after each reload, so what was built from the old brands can go', async () => {
    const reloads: string[] = [];
    store.onReload(() => void reloads.push(nzLocale() ?? ''));
    await edit('hippodrome/markets/nz.json', (text) => text.replace('"New Zealand"', '"Aotearoa"'));
    expect(store.reloads()).toBe(0);
    await store.reload();
    await store.reload();
    expect(reloads).toEqual(['en-NZ', 'en-NZ']);
    expect(store.reloads()).toBe(2);
  });

  it('tells its listeners which files changed, so a publish can name their brand', async () => {
    const changed: string[][] = [];
    store.onReload((files) => void changed.push(files));
    await store.watch();
    await edit('hippodrome/content/lobby.json', (text) => text.replace('The Curtain Rises', 'The Curtain Lifts'));
    await vi.waitFor(() => expect(changed.flat()).toContain('hippodrome/content/lobby.json'), { timeout: 5000 });
    await store.reload();
    expect(changed.at(-1)).toEqual([]);
  });

  it('picks up every save of an editor that writes a new file and renames it over the old one', async () => {
    const changed: string[][] = [];
    store.onReload((files) => void changed.push(files));
    await store.watch();
    const lobby = path.join(scratch.dir, 'hippodrome/content/lobby.json');
    for (const title of ['The Curtain Lifts', 'The Curtain Falls']) {
      const saved = changed.length;
      await writeFile(`${lobby}.swp`, (await readFile(lobby, 'utf8')).replace(/The Curtain \w+/, title));
      await rename(`${lobby}.swp`, lobby);
      await vi.waitFor(() => expect(changed.slice(saved).flat()).toContain('hippodrome/content/lobby.json'), { timeout: 5000 });
    }
  });

  it('picks up a valid edit without a restart', async () => {
    await store.watch();
    await edit('hippodrome/markets/nz.json', (text) => text.replace('"New Zealand"', '"Aotearoa New Zealand"'));
    await vi.waitFor(
      () =>
        expect(
          store
            .registry()
            .byName('hippodrome')
            ?.markets.find((market) => market.id === 'nz')?.manifest.name,
        ).toBe('Aotearoa New Zealand'),
      { timeout: 5000 },
    );
  });

  it('keeps the last good version of a brand when an edit is invalid, and logs the file, pointer and rule', async () => {
    await edit('hippodrome/markets/nz.json', (text) => text.replace('"en-NZ"', '"kiwi"'));
    const problems = await store.reload();
    expect(problems).toEqual([
      { file: 'brands/hippodrome/markets/nz.json', pointer: '/locale', rule: 'must match pattern "^[a-z]{2}(-[A-Z]{2})?$"' },
    ]);
    expect(nzLocale()).toBe('en-NZ');
    expect(lines().join('\n')).toContain('brands/hippodrome/markets/nz.json /locale: must match pattern');
    expect(store.registry().byName('croupier')).toBeDefined();
  });

  it('takes the brand again once the edit is mended', async () => {
    await edit('hippodrome/markets/nz.json', (text) => text.replace('"en-NZ"', '"kiwi"'));
    await store.reload();
    await edit('hippodrome/markets/nz.json', (text) => text.replace('"kiwi"', '"en-NZ"').replace('"NZD"', '"AUD"'));
    expect(await store.reload()).toEqual([]);
    expect(
      store
        .registry()
        .byName('hippodrome')
        ?.markets.find((market) => market.id === 'nz')?.manifest.currencyIsoCode,
    ).toBe('AUD');
  });

  it('serves an edit that breaks only a component record as the CMS saved it, and reports the record', async () => {
    await edit('croupier/content/lobby.json', (text) => text.replace('"Your seat is ready"', '42'));
    const problems = await store.reload();
    expect(problems).toEqual([
      { file: 'brands/croupier/content/lobby.json', pointer: '/components/0/props/title', rule: 'must be string' },
    ]);
    const croupier = store.registry().byName('croupier');
    const lobbyOf = (pages: { record: { path: string; markets?: string[] } }[] | undefined) =>
      pages?.find((page) => page.record.path === '/' && !page.record.markets)?.record as
        { components: { props: { title?: unknown } }[] } | undefined;
    expect(lobbyOf(croupier?.content)?.components[0]?.props.title).toBe(42);
    expect(lobbyOf(croupier?.pages)).toBeUndefined();
    expect(lines().join('\n')).toContain('brands/croupier/content/lobby.json /components/0/props/title: must be string');
  });
});
