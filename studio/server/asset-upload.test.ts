import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bytesOfAsset } from './asset-drafts.ts';
import { convertUpload, imageTypeOf, MAX_UPLOAD_BYTES, uploadProblem } from './asset-upload.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#1f6f5c' } })
    .png()
    .toBuffer();

describe('imageTypeOf', () => {
  it('tells the type by the bytes, not the name', async () => {
    expect(imageTypeOf(await png(8, 8))).toBe('png');
    expect(
      imageTypeOf(
        await sharp(await png(8, 8))
          .jpeg()
          .toBuffer(),
      ),
    ).toBe('jpeg');
    expect(
      imageTypeOf(
        await sharp(await png(8, 8))
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(imageTypeOf(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(imageTypeOf(Buffer.from('%PDF-1.7 not an image'))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
  });
});

describe('uploadProblem', () => {
  it.each([
    [{ type: 'png', bytes: 0 }, 'favicon', 'the file is empty'],
    [{ type: 'png', bytes: MAX_UPLOAD_BYTES + 1 }, 'logo', 'an image may be 2 MB at most'],
    [{ type: undefined, bytes: 10 }, 'logo', 'use PNG, JPEG, WebP, GIF or SVG'],
    [{ type: 'png', bytes: 10, width: 16, height: 16 }, 'favicon', 'a favicon needs 32 × 32 at least'],
    [{ type: 'png', bytes: 10, width: 64, height: 48 }, 'favicon', 'a favicon must be square'],
    [{ type: 'png', bytes: 10, width: 5000, height: 100 }, 'logo', 'a logo may be 4096 pixels on its longer side at most'],
  ] as const)('%j as a %s: %s', (upload, purpose, rule) => {
    expect(uploadProblem(upload, purpose)).toContain(rule);
  });

  it('accepts an image that meets its purpose’s rules', () => {
    expect(uploadProblem({ type: 'svg', bytes: 900, width: 64, height: 64 }, 'favicon')).toBeUndefined();
    expect(uploadProblem({ type: 'jpeg', bytes: 90_000, width: 800, height: 200 }, 'logo')).toBeUndefined();
  });
});

describe('convertUpload', () => {
  it('converts a favicon to a 64 px PNG and a logo to at most 512 px, as PNG drafts', async () => {
    const favicon = await convertUpload(
      await sharp(await png(300, 300))
        .jpeg()
        .toBuffer(),
      'favicon',
    );
    expect(favicon).toMatchObject({ ok: true, width: 64, height: 64, draft: { $asset: 'image/png' } });
    if (!favicon.ok) return;
    expect(await sharp(bytesOfAsset(favicon.draft)).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
    const logo = await convertUpload(await png(1200, 300), 'logo');
    expect(logo).toMatchObject({ ok: true, width: 512, height: 128 });
  });

  it('draws an SVG to pixels: nothing of its markup reaches the brand', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64" fill="red"/></svg>',
    );
    const result = await convertUpload(svg, 'favicon');
    expect(result.ok && bytesOfAsset(result.draft).includes('script')).toBe(false);
    expect(result).toMatchObject({ ok: true, width: 64 });
  });

  it('refuses a renamed file, a damaged image and a wrong shape in words', async () => {
    expect(await convertUpload(Buffer.from('%PDF-1.7'), 'logo')).toEqual({
      ok: false,
      message: 'the file is not an image the studio reads: use PNG, JPEG, WebP, GIF or SVG',
    });
    const damaged = (await png(64, 64)).subarray(0, 40);
    expect(await convertUpload(damaged, 'logo')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/could not be read/),
    });
    expect(await convertUpload(await png(120, 40), 'favicon')).toMatchObject({
      ok: false,
      message: 'the image is 120 × 40 pixels; a favicon must be square',
    });
  });
});
