import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { ImageRefusal, refuse } from './image-refusal.ts';
import type { SourceImage, SourceType } from './fetch-source.ts';

const BY_EXTENSION: Record<string, SourceType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** `/assets/hero/lobby.jpg`: names, not `..`, under the brand's assets folder, with an image extension. */
const ASSET_PATH = /^\/assets\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(jpg|jpeg|png|webp|svg))$/;

export const isAssetPath = (src: string) => src.startsWith('/');

/** A brand's own asset, read from its folder (no network), refused when it is not a plain image file in it. */
export async function readBrandAsset(brandsDir: string, brand: string, src: string, maxBytes: number): Promise<SourceImage> {
  const match = ASSET_PATH.exec(src);
  if (!match || match[1]!.split('/').some((segment) => segment === '..' || segment === '.'))
    throw refuse('a brand asset must be /assets/<name>.(jpg|jpeg|png|webp|svg)');
  const folder = path.join(brandsDir, brand, 'assets');
  let file: string;
  try {
    file = await realpath(path.join(folder, match[1]!));
  } catch {
    throw new ImageRefusal(404, 'no such brand asset');
  }
  if (!file.startsWith(`${await realpath(folder)}${path.sep}`)) throw refuse('a brand asset must be inside the assets folder');
  const info = await stat(file);
  if (!info.isFile()) throw new ImageRefusal(404, 'no such brand asset');
  if (info.size > maxBytes) throw refuse(`the image is larger than ${maxBytes} bytes`);
  return { bytes: await readFile(file), type: BY_EXTENSION[match[2]!.toLowerCase()]! };
}
