import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrandFolder } from '../manifest/index.ts';

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full, base);
      return Promise.resolve(entry.isFile() ? [path.relative(base, full).split(path.sep).join('/')] : []);
    }),
  );
  return nested.flat().sort();
}

/**
 * Reads every brand folder under brandsDir for the manifest loader: the text of each .json file and
 * the names of the assets. `displayRoot` is how problems name the folder (`brands`).
 */
export async function readBrandFolders(brandsDir: string, displayRoot = 'brands', only?: string): Promise<BrandFolder[]> {
  const entries = await readdir(brandsDir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && (!only || entry.name === only))
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const dir = path.join(brandsDir, name);
      const all = await listFiles(dir);
      const assets = all.filter((file) => file.startsWith('assets/'));
      const files = await Promise.all(
        all
          .filter((file) => file.endsWith('.json') && !file.startsWith('assets/'))
          .map(async (relative) => ({ relative, text: await readFile(path.join(dir, relative), 'utf8') })),
      );
      return { name, root: `${displayRoot}/${name}`, files, assets };
    }),
  );
}
