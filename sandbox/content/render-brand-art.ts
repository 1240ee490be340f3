/**
 * Draws the CMS's raster art: each lobby's logged-out hero and one promotion banner per brand, as
 * JPEGs beside the SVGs they are drawn from (the SVGs stay, for the pages that still use them).
 * Deterministic and offline: the same SVG gives the same bytes. Run after changing one of them:
 *
 *   npx tsx sandbox/content/render-brand-art.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** A hero is drawn 1600 wide (the widest the site asks for), a banner 1200 wide (2× its card). */
export const BRAND_ART: { svg: string; width: number }[] = [
  { svg: 'croupier/assets/hero-lobby.svg', width: 1600 },
  { svg: 'croupier/assets/hero-lobby-gb.svg', width: 1600 },
  { svg: 'croupier/assets/promotions/welcome-match.svg', width: 1200 },
  { svg: 'hippodrome/assets/hero/lobby-curtain-call.svg', width: 1600 },
  { svg: 'hippodrome/assets/hero/lobby-leicester-square.svg', width: 1600 },
  { svg: 'hippodrome/assets/hero/lobby-aotearoa.svg', width: 1600 },
  { svg: 'hippodrome/assets/hero/lobby-lanterns.svg', width: 1600 },
  { svg: 'hippodrome/assets/promotions/opening-night-welcome.svg', width: 1200 },
  { svg: 'jackpotcity/assets/heroes/lobby-logged-out.svg', width: 1600 },
  { svg: 'jackpotcity/assets/heroes/lobby-canada.svg', width: 1600 },
  { svg: 'jackpotcity/assets/promotions/welcome-package.svg', width: 1200 },
];

export async function renderBrandArt(brandsDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const { svg, width } of BRAND_ART) {
    const source = path.join(brandsDir, svg);
    const { width: drawnWidth = width } = await sharp(source).metadata();
    const jpeg = await sharp(await readFile(source), { density: Math.max(72, (72 * width) / drawnWidth) })
      .resize({ width })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    const target = source.replace(/\.svg$/, '.jpg');
    await writeFile(target, jpeg);
    written.push(path.relative(brandsDir, target));
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = await renderBrandArt(path.resolve(import.meta.dirname, '../../brands'));
  for (const file of written) console.log(file);
}
