import sharp, { type Metadata } from 'sharp';
import type { AssetDraft } from '../shared/asset-draft.ts';
import { assetDraftOf } from './asset-drafts.ts';

/** What an upload is for: each is checked and converted for its place. */
export type AssetPurpose = 'logo' | 'favicon' | 'image';
export const ASSET_PURPOSES: readonly AssetPurpose[] = ['logo', 'favicon', 'image'];

/** An upload larger than this is refused before it is decoded: 2 MB is far more than a logo needs. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** The images a browser sends that sharp reads; the type is told by the bytes, never by the file name. */
export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif' | 'svg';

/** The rules each purpose's image must meet, in pixels. */
export const IMAGE_RULES: Readonly<
  Record<AssetPurpose, { minWidth: number; minHeight: number; maxSide: number; square: boolean; output: number }>
> = {
  // The favicon is drawn square in tabs and in the site header; 64 px covers both at 2x.
  favicon: { minWidth: 32, minHeight: 32, maxSide: 4096, square: true, output: 64 },
  logo: { minWidth: 64, minHeight: 32, maxSide: 4096, square: false, output: 512 },
  image: { minWidth: 64, minHeight: 64, maxSide: 8192, square: false, output: 1600 },
};

/** The image type its first bytes say, or undefined for anything else (a PDF renamed .png, say). */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'webp';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .trimStart()
    .replace(/^\uFEFF/, '');
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return undefined;
}

/** Why an upload is refused, naming the rule in plain words; undefined when it may be used. */
export function uploadProblem(
  upload: { type: ImageType | undefined; bytes: number; width?: number; height?: number },
  purpose: AssetPurpose,
): string | undefined {
  if (upload.bytes === 0) return 'the file is empty';
  if (upload.bytes > MAX_UPLOAD_BYTES)
    return `the file is ${(upload.bytes / 1024 / 1024).toFixed(1)} MB; an image may be 2 MB at most`;
  if (!upload.type) return 'the file is not an image the studio reads: use PNG, JPEG, WebP, GIF or SVG';
  // Dimensions are judged once the image is decoded.
  if (upload.width === undefined || upload.height === undefined) return undefined;
  const rule = IMAGE_RULES[purpose];
  const { width, height } = upload;
  if (width < rule.minWidth || height < rule.minHeight)
    return `the image is ${width} × ${height} pixels; a ${purpose} needs ${rule.minWidth} × ${rule.minHeight} at least`;
  if (Math.max(width, height) > rule.maxSide)
    return `the image is ${width} × ${height} pixels; a ${purpose} may be ${rule.maxSide} pixels on its longer side at most`;
  if (rule.square && width !== height) return `the image is ${width} × ${height} pixels; a ${purpose} must be square`;
  return undefined;
}

export type UploadResult =
  { ok: true; draft: AssetDraft; width: number; height: number; extension: 'png' } | { ok: false; message: string };

/**
 * Checks an uploaded image (its type by content, its size, its dimensions) and converts it through
 * sharp to a PNG sized for its purpose: whatever was sent (an SVG with scripts, a huge photo, EXIF
 * data) only its pixels reach the brand.
 */
export async function convertUpload(bytes: Uint8Array, purpose: AssetPurpose): Promise<UploadResult> {
  const type = imageTypeOf(bytes);
  // Dimensions are read only from a file of the right type and size.
  const early = uploadProblem({ type, bytes: bytes.length }, purpose);
  if (early) return { ok: false, message: early };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { animated: false, limitInputPixels: 8192 * 8192 }).metadata();
  } catch {
    return { ok: false, message: 'the file could not be read as an image; it may be damaged' };
  }
  const problem = uploadProblem({ type, bytes: bytes.length, width: metadata.width ?? 0, height: metadata.height ?? 0 }, purpose);
  if (problem) return { ok: false, message: problem };
  const side = IMAGE_RULES[purpose].output;
  const { data, info } = await sharp(bytes, { animated: false })
    .rotate()
    .resize(
      purpose === 'favicon'
        ? { width: side, height: side, fit: 'cover' }
        : { width: side, height: side, fit: 'inside', withoutEnlargement: true },
    )
    .png({ compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true });
  return { ok: true, draft: assetDraftOf(data, 'image/png'), width: info.width, height: info.height, extension: 'png' };
}
