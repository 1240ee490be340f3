import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BRAND_ART, renderBrandArt } from './render-brand-art.ts';

const BRANDS_DIR = path.resolve(import.meta.dirname, '../../brands');

describe("the CMS's raster art", () => {
  it('is a JPEG per listed SVG, the bytes the generator draws today (regenerate after editing an SVG)', async () => {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'brand-art-'));
    try {
      await cp(BRANDS_DIR, scratch, { recursive: true, filter: (source) => !source.includes(`${path.sep}content`) });
      const written = await renderBrandArt(scratch);
      expect(written).toHaveLength(BRAND_ART.length);
      for (const [index, file] of written.entries()) {
        const committed = await readFile(path.join(BRANDS_DIR, file));
        expect(committed.equals(await readFile(path.join(scratch, file))), file).toBe(true);
        expect(await sharp(committed).metadata(), file).toMatchObject({ format: 'jpeg', width: BRAND_ART[index]!.width });
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });

  it('gives every brand a JPEG lobby hero and a JPEG promotion banner in its content', async () => {
    for (const brand of ['croupier', 'hippodrome', 'jackpotcity']) {
      const lobby = await readFile(path.join(BRANDS_DIR, brand, 'content/lobby.json'), 'utf8');
      const promotions = await readFile(path.join(BRANDS_DIR, brand, 'content/promotions.json'), 'utf8');
      expect(lobby, brand).toMatch(/"alias": "hero"[^]*?"image": "assets\/[^"]+\.jpg"/);
      expect(promotions, brand).toMatch(/"contentPromotions"[^]*?"image": "assets\/promotions\/[^"]+\.jpg"/);
    }
  });
});
