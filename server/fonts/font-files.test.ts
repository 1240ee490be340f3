import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { brandFonts, coreCharactersOf } from './brand-fonts.ts';
import type { Theme } from '../../schemas/index.ts';
import { THEME_OF_BOTH_FONT_KINDS } from '../../tests/support/font-theme.ts';
import { CORE_FILE_BUDGET_BYTES, createFontFiles } from './font-files.ts';

const NODE_MODULES = path.resolve(import.meta.dirname, '../../node_modules');
const THEME = THEME_OF_BOTH_FONT_KINDS;
/** A brand whose pages say "zéro": its cores hold é besides the base. */
const CORE = coreCharactersOf(['zéro']);
const fonts = brandFonts(THEME, CORE);

/** What a woff2 file holds, read by HarfBuzz: its characters, and its weight axis if it has one. */
async function inside(woff2: Buffer) {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(woff2, 'sfnt')));
  const characters = String.fromCodePoint(...face.collectUnicodes());
  const { wght } = face.getAxisInfos();
  const kerned = face.getTableFeatureTags('GPOS').includes('kern');
  return { characters, kerned, weights: wght && { min: wght.min, max: wght.max } };
}

describe('the font files the server makes', () => {
  const files = createFontFiles({ nodeModulesDir: NODE_MODULES });
  const [merriweather, latoLight] = fonts.faces;

  it("hold in the core subset exactly the core's characters that the family has, in a fraction of the bytes", async () => {
    const core = (await files.file(fonts, latoLight!.coreUrl))!;
    const whole = readFileSync(path.join(NODE_MODULES, '@fontsource/lato/files/lato-latin-300-normal.woff2'));
    const [coreHolds, wholeHolds] = [await inside(core), await inside(whole)];
    expect([...coreHolds.characters].sort()).toEqual([...CORE].filter((c) => wholeHolds.characters.includes(c)).sort());
    expect(coreHolds.characters).toContain('é');
    expect(wholeHolds.characters).toContain('ñ');
    expect(coreHolds.characters).not.toContain('ñ');
    expect(core.length).toBeLessThan(whole.length / 2);
  });

  it("keep a variable family's light to bold in its core subset, and serve its whole latin file as it is", async () => {
    const core = (await files.file(fonts, merriweather!.coreUrl))!;
    expect((await inside(core)).weights).toEqual({ min: 300, max: 700 });
    const whole = await files.file(fonts, merriweather!.latinUrl);
    expect(
      whole!.equals(
        readFileSync(path.join(NODE_MODULES, '@fontsource-variable/merriweather/files/merriweather-latin-wght-normal.woff2')),
      ),
    ).toBe(true);
  });

  it('keep each core file within the preload budget, dropping the kerning only of a family whose kerning breaks it', async () => {
    const [merriweatherCore, latoCore] = [
      await files.file(fonts, merriweather!.coreUrl),
      await files.file(fonts, latoLight!.coreUrl),
    ];
    expect(merriweatherCore!.length).toBeLessThanOrEqual(CORE_FILE_BUDGET_BYTES);
    expect((await inside(merriweatherCore!)).kerned).toBe(false);
    expect((await inside(latoCore!)).kerned).toBe(true);
    const whole = await files.file(fonts, merriweather!.latinUrl);
    expect((await inside(whole!)).kerned).toBe(true);
  });

  it('make the same bytes every time, concurrent first requests sharing one subsetting', async () => {
    const fresh = createFontFiles({ nodeModulesDir: NODE_MODULES });
    const [first, second] = await Promise.all([fresh.file(fonts, latoLight!.coreUrl), fresh.file(fonts, latoLight!.coreUrl)]);
    expect(first).toBe(second);
    expect(first!.equals((await files.file(fonts, latoLight!.coreUrl))!)).toBe(true);
  });

  it('know nothing of a URL that is no face of the brand, and fail on a package that is not installed', async () => {
    expect(await files.file(fonts, '/fonts/inter/inter-latin-400-normal.woff2')).toBeUndefined();
    const missing = brandFonts(
      {
        fonts: { ...THEME.fonts, body: { family: 'Nope', package: '@fontsource/not-installed', fallback: 'serif' } },
      } as unknown as Theme,
      CORE,
    );
    await expect(files.file(missing, missing.faces[1]!.coreUrl)).rejects.toThrow(/ENOENT/);
  });
});
