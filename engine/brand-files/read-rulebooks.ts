import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RulebookFile } from '../manifest/index.ts';

/** Where the rulebooks of a brands folder live by default: `rulebooks/` beside `brands/`. */
export const rulebooksBeside = (brandsDir: string) => path.join(path.dirname(path.resolve(brandsDir)), 'rulebooks');

/**
 * Every rulebooks/<id>.json for the loader, read at once (a handful of small files). A folder that
 * does not exist holds no books: a market that names one is then refused by the loader.
 */
export function readRulebookFiles(rulebooksDir: string, displayRoot = 'rulebooks'): RulebookFile[] {
  let names: string[];
  try {
    names = readdirSync(rulebooksDir).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.sort().map((name) => ({
    id: name.slice(0, -'.json'.length),
    file: `${displayRoot}/${name}`,
    text: readFileSync(path.join(rulebooksDir, name), 'utf8'),
  }));
}
