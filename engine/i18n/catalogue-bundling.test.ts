import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { gameMessages, protectionMessages, sessionMessages } from './index.ts';

const I18N = path.resolve(import.meta.dirname, 'index.ts');
const scratch = mkdtempSync(path.join(tmpdir(), 'catalogue-bundling-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The first load a bundler makes of a page whose code reads these catalogues through engine/i18n's
 * index, and loads Chinese as the site does: the entry chunk and what it imports, not the
 * language's code-split chunk.
 */
async function bundleOfPageReading(catalogues: string[]): Promise<string> {
  const entry = path.join(scratch, `${catalogues.join('-')}.ts`);
  writeFileSync(
    entry,
    `import { loadLanguage, translate, ${catalogues.join(', ')} } from ${JSON.stringify(I18N)};\n` +
      `void loadLanguage('zh');\n` +
      catalogues.map((name) => `console.log(translate(${name}, 'en', Object.keys(${name}.en)[0]));`).join('\n'),
  );
  const { output } = (await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, rolldownOptions: { input: entry } },
  })) as Rolldown.RolldownOutput;
  const chunks = new Map(output.flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : [])));
  const firstLoad = new Set<Rolldown.OutputChunk>([...chunks.values()].filter((chunk) => chunk.isEntry));
  for (const chunk of firstLoad) for (const name of chunk.imports) firstLoad.add(chunks.get(name)!);
  return [...firstLoad].map((chunk) => chunk.code).join('\n');
}

describe('message catalogues in a bundle', () => {
  it('travel only with code that reads them: a page showing the header carries no safer-gambling or game strings', async () => {
    const code = await bundleOfPageReading(['sessionMessages']);
    expect(code).toContain(sessionMessages.en['header.login']);
    expect(code).not.toContain(protectionMessages.en['prompt.title']);
    expect(code).not.toContain(gameMessages.en['game.loading']);
  });

  it('are there when read', async () => {
    const code = await bundleOfPageReading(['protectionMessages']);
    expect(code).toContain(protectionMessages.en['prompt.title']);
  });
});
