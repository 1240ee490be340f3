import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FONT_CORE_CHARACTERS, fontFaces, requestedFontFile, type FontFace } from '../../engine/page/font-files.ts';
import type { Theme } from '../../schemas/index.ts';
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
  /** The file a URL of the theme's pages names (`/fonts/inter/…`), or undefined for any other URL. */
  file(theme: Theme, url: string): Promise<Buffer | undefined>;
  /** Makes the theme's core files ahead of their first request (a process that starts pays the subsetting, not a visitor). */
  warm(theme: Theme): Promise<void>;
  /** Stops the subsetting worker. */
  close(): Promise<void>;
}

/**
 * The theme's font files from the @fontsource packages in node_modules: the package's latin file as
 * it is, or its core subset, made on first request and kept. Only a theme's own faces are ever made,
 * so what is kept is bounded by the brands' fonts; concurrent first requests share one subsetting.
 */
export function createFontFiles({ nodeModulesDir }: { nodeModulesDir: string }): FontFiles {
  const made = new Map<string, Promise<Buffer>>();
  const subsetter = createFontSubsetter();

  async function make({ source, core }: { source: FontFace['source']; core: boolean }): Promise<Buffer> {
    const whole = await readFile(path.join(nodeModulesDir, source.package, 'files', source.file));
    if (!core) return whole;
    const subset = (keepFeatures: string[]) =>
      subsetter.subset({
        font: whole,
        text: FONT_CORE_CHARACTERS,
        keepFeatures,
        ...(source.weights ? { variationAxes: { wght: source.weights } } : {}),
      });
    const kerned = await subset(CORE_FEATURES);
    return kerned.length <= CORE_FILE_BUDGET_BYTES ? kerned : subset(CORE_FEATURES.filter((feature) => feature !== 'kern'));
  }

  return {
    async file(theme, url) {
      const requested = requestedFontFile(theme, url);
      if (!requested) return undefined;
      const key = `${requested.source.package}/${requested.source.file}${requested.core ? ' core' : ''}`;
      let bytes = made.get(key);
      if (!bytes) {
        bytes = make(requested);
        made.set(key, bytes);
        // A package that is not installed is asked for again next time (it may be by then).
        bytes.catch(() => made.delete(key));
      }
      return bytes;
    },
    async warm(theme) {
      await Promise.all(fontFaces(theme).map((face) => this.file(theme, face.coreUrl).catch(() => undefined)));
    },
    close: () => subsetter.close(),
  };
}
