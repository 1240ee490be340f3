import sharp, { type Metadata } from 'sharp';
import { isIconWidth } from '../../engine/page/image-url.ts';
import { refuse } from './image-refusal.ts';
import type { SourceImage } from './fetch-source.ts';

/** What the endpoint encodes to: webp, or JPEG for a browser that does not accept webp. */
export const OUTPUT_FORMATS = ['webp', 'jpeg'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** SPEC §9: page images at quality 80 at most. */
export const IMAGE_QUALITY = { webp: 75, jpeg: 80 } as const;
/**
 * libwebp's slowest, tightest method: a variant is encoded once and kept, and every visitor downloads
 * it. A 640 px game thumbnail: 8,556 → 8,148 bytes, its one encoding 23 → 32 ms.
 */
const WEBP_EFFORT = 6;

export interface ImageVariant {
  body: Buffer;
  type: string;
}

/**
 * SVG (vector, any width) and PNG (the brand chose lossless) are served as they are (SPEC §9), but an
 * SVG asked for at an icon width is drawn here, once, instead of in every visitor's browser.
 */
export const passesThrough = (source: SourceImage, width: number) =>
  source.type === 'image/png' || (source.type === 'image/svg+xml' && !isIconWidth(width));

/** `Accept` naming webp (or any image) gets webp; anything else JPEG. */
export function formatFor(accept: string | undefined): OutputFormat {
  return !accept || /image\/webp|image\/\*|\*\/\*/.test(accept) ? 'webp' : 'jpeg';
}

/**
 * The source at a width (never wider than it is), encoded. Its header is read first: more pixels than
 * the limit and it is refused before anything is decoded.
 */
export async function transform(
  source: SourceImage,
  width: number,
  format: OutputFormat,
  maxPixels: number,
): Promise<ImageVariant> {
  if (passesThrough(source, width)) return { body: source.bytes, type: source.type };
  let metadata: Metadata;
  try {
    metadata = await sharp(source.bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('the source is not an image that can be read');
  }
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0) * Math.max(1, metadata.pages ?? 1);
  if (!pixels) throw refuse('the source is not an image that can be read');
  if (pixels > maxPixels) throw refuse(`the image has more than ${maxPixels} pixels`);
  if (source.type === 'image/svg+xml') return drawIcon(source.bytes, metadata, width);
  try {
    const pipeline = sharp(source.bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    const body =
      format === 'webp'
        ? await pipeline.webp({ quality: IMAGE_QUALITY.webp, effort: WEBP_EFFORT }).toBuffer()
        : await pipeline.jpeg({ quality: IMAGE_QUALITY.jpeg, mozjpeg: true }).toBuffer();
    return { body, type: `image/${format}` };
  } catch {
    throw refuse('the source is not an image that can be read');
  }
}

/**
 * An SVG icon as a PNG exactly `width` pixels wide (lossless: icons are flat colour and transparency),
 * drawn at that size rather than drawn small and enlarged.
 */
async function drawIcon(svg: Buffer, metadata: Metadata, width: number): Promise<ImageVariant> {
  const density = Math.max(1, (72 * width) / (metadata.width ?? width));
  try {
    const body = await sharp(svg, { density, failOn: 'error' }).resize({ width }).png({ compressionLevel: 9 }).toBuffer();
    return { body, type: 'image/png' };
  } catch {
    throw refuse('the source is not an image that can be read');
  }
}
