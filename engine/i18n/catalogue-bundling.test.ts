import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../scripts/messages-plugin.ts';
import { translate } from './index.ts';
import { gameMessages, protectionMessages, sessionMessages } from './messages/index.ts';

const I18N = path.resolve(import.meta.dirname, 'index.ts');
const CATALOGUES = path.resolve(import.meta.dirname, 'messages', 'index.ts');
const scratch = mkdtempSync(path.join(tmpdir(), 'catalogue-bundling-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The first load a bundler makes of a page whose code reads these catalogues through engine/i18n's
 * index, and loads Chinese as the site does: the entry chunk and what it imports, not the
 * language's code-split chunk.
 */
async function bundleOfPageReading(catalogues: string[]): Promise<{ firstLoad: string; everything: string }> {
  const entry = path.join(scratch, `${catalogues.join('-')}.ts`);
  writeFileSync(
    entry,
    `import { translate } from ${JSON.stringify(I18N)};\n` +
      `import { loadLanguage, ${catalogues.join(', ')} } from ${JSON.stringify(CATALOGUES)};\n` +
      `void loadLanguage('zh');\n` +
      catalogues.map((name) => `console.log(translate(${name}, 'en', Object.keys(${name}.en)[0]));`).join('\n'),
  );
  const { output } = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [messages()],
    build: { write: false, minify: false, rolldownOptions: { input: entry } },
  })) as Rolldown.RolldownOutput;
  const chunks = new Map(output.flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : [])));
  const firstLoad = new Set<Rolldown.OutputChunk>([...chunks.values()].filter((chunk) => chunk.isEntry));
  for (const chunk of firstLoad) for (const name of chunk.imports) firstLoad.add(chunks.get(name)!);
  return {
    firstLoad: [...firstLoad].map((chunk) => chunk.code).join('\n'),
    everything: [...chunks.values()].map((chunk) => chunk.code).join('\n'),
  };
}

describe('message catalogues in a bundle', () => {
  it('travel only with code that reads them: a page showing the header carries no safer-gambling or game strings', async () => {
    const { firstLoad } = await bundleOfPageReading(['sessionMessages']);
    expect(firstLoad).toContain(translate(sessionMessages, 'en', 'header.login'));
    expect(firstLoad).not.toContain(translate(protectionMessages, 'en', 'prompt.title'));
    expect(firstLoad).not.toContain(translate(gameMessages, 'en', 'game.loading'));
  });

  it('are there when read', async () => {
    const { firstLoad } = await bundleOfPageReading(['protectionMessages']);
    expect(firstLoad).toContain(translate(protectionMessages, 'en', 'prompt.title'));
  });

  it('are compiled: no ICU parser in any chunk, and another language only in a chunk of its own', async () => {
    const { firstLoad, everything } = await bundleOfPageReading(['sessionMessages']);
    expect(everything).not.toMatch(/EXPECT_ARGUMENT_CLOSING_BRACE|icu-messageformat-parser/);
    expect(everything).toContain('我的游戏');
    expect(firstLoad).not.toContain('我的游戏');
    expect(firstLoad).not.toContain('{brand} home');
  });
});

describe('a language added by files alone', () => {
  it('is built, loaded and read with no code changed: German from a copy of messages/ with a de/ folder', async () => {
    const folder = path.join(scratch, 'messages');
    cpSync(path.resolve(import.meta.dirname, '../../messages'), folder, { recursive: true });
    mkdirSync(path.join(folder, 'de'));
    for (const file of readdirSync(path.join(folder, 'en'))) {
      const english = JSON.parse(readFileSync(path.join(folder, 'en', file), 'utf8')) as Record<string, string>;
      const german = {
        ...english,
        'nav.myGames': 'Meine Spiele',
        'grid.count': '{count, plural, one {# Spiel} other {# Spiele}}',
      };
      writeFileSync(path.join(folder, 'de', file), JSON.stringify(file === 'lobby.json' ? german : english));
    }
    const entry = path.join(scratch, 'german.ts');
    writeFileSync(
      entry,
      `import { translate } from ${JSON.stringify(I18N)};\n` +
        `import { loadLanguage, lobbyMessages } from ${JSON.stringify(CATALOGUES)};\n` +
        `await loadLanguage('de');\n` +
        `export const shown = [translate(lobbyMessages, 'de-DE', 'nav.myGames'), translate(lobbyMessages, 'de-DE', 'grid.count', { count: 1234 })];\n`,
    );
    const out = path.join(scratch, 'german-build');
    await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [messages(folder)],
      // Built for Node, to run here: the language's chunk is loaded as a page loads it, by import().
      build: { outDir: out, ssr: entry, minify: false, target: 'node20' },
    });
    const { shown } = (await import(path.join(out, 'german.js'))) as { shown: string[] };
    expect(shown).toEqual(['Meine Spiele', '1.234 Spiele']);
  });
});
