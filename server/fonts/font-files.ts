import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { requestedFontFile, type BrandFontFace, type BrandFonts } from './brand-fonts.ts';
import { createFontSubsetter } from './subset-in-worker.ts';

/**
 * The OpenType features the core subset keeps: kerning and the standard ligatures, all English text
 * uses of them. Hinting is dropped: today's renderers draw woff2 without it, and in most of these
 * families it is half of the file.
 */
const CORE_FEATURES = ['kern', 'liga'];

/**
 * The most a preloaded core file may weigh: every page of a brand downloads its core files before
 * its hero on a phone's network. A family whose kerning alone breaks it (Merriweather's pair kerning
 * is three times its outlines) is served without kerning in the core; its whole latin file keeps it.
 */
export const CORE_FILE_BUDGET_BYTES = 24 * 1024;

/** A font file's bytes, as a page's font URL asks for them. */
export interface FontFiles {
  /** The file a URL of the brand's pages names (`/fonts/inter/…`), or undefined for any other URL. */
  file(fonts: BrandFonts, url: string): Promise<Buffer | undefined>;
  /** Makes the theme's core files ahead of their first request (a process that starts pays the subsetting, not a visitor). */
  warm(fonts: BrandFonts): Promise<void>;
  /** Forgets what was made (the brands reloaded: their cores may hold other characters now). */
  clear(): void;
  /** Stops the subsetting worker. */
  close(): Promise<void>;
}

/**
 * The brand's font files from the @fontsource packages in node_modules: the package's latin file as
 * it is, or its core subset, made on first request and kept. Only a brand's own faces are ever made,
 * so what is kept is bounded by the brands' fonts; concurrent first requests share one subsetting.
 */
export function createFontFiles({ nodeModulesDir }: { nodeModulesDir: string }): FontFiles {
  const made = new Map<string, Promise<Buffer>>();
  const subsetter = createFontSubsetter();

  async function make(
    { source, core }: { source: BrandFontFace['source']; core: boolean },
    coreCharacters: string,
  ): Promise<Buffer> {
    const whole = await readFile(path.join(nodeModulesDir, source.package, 'files', source.file));
    if (!core) return whole;
    const subset = (keepFeatures: string[]) =>
      subsetter.subset({
        font: whole,
        text: coreCharacters,
        keepFeatures,
        ...(source.weights ? { variationAxes: { wght: source.weights } } : {}),
      });
    const kerned = await subset(CORE_FEATURES);
    return kerned.length <= CORE_FILE_BUDGET_BYTES ? kerned : subset(CORE_FEATURES.filter((feature) => feature !== 'kern'));
  }

  return {
    async file(fonts, url) {
      const requested = requestedFontFile(fonts, url);
      if (!requested) return undefined;
      // The core's URL names its characters: the URL keys what was made from them.
      const key = url;
      let bytes = made.get(key);
      if (!bytes) {
        bytes = make(requested, fonts.coreCharacters);
        made.set(key, bytes);
        // A package that is not installed is asked for again next time (it may be by then).
        bytes.catch(() => made.delete(key));
      }
      return bytes;
    },
    async warm(fonts) {
      await Promise.all(fonts.faces.map((face) => this.file(fonts, face.coreUrl).catch(() => undefined)));
    },
    clear: () => made.clear(),
    close: () => subsetter.close(),
  };
}
