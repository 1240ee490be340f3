import { readFile } from 'node:fs/promises';
import { parseJson, type BrandFolder, type Problem } from '../../engine/manifest/index.ts';
import { imageTypeOf, readTextIfPresent, resolveBrandFile, StudioError, versionOf } from './brand-files.ts';
import { marketCellOf, type BrandRow, type MarketCell, type PageRow } from '../shared/brand-row.ts';
import { createStudioEngine } from './studio-engine.ts';

export type { BrandRow, MarketCell, PageRow };

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The brands as the studio lists them: each with its markets, pages, pictures and problems. */
export function brandRowsOf(folders: readonly BrandFolder[]): BrandRow[] {
  const { problems } = createStudioEngine().load(folders);
  const problemsOf = (file: string) => problems.filter((problem) => problem.file === file);
  return folders.map((folder) => {
    const documentOf = (relative: string) => {
      const text = folder.files.find((file) => file.relative === relative)?.text;
      const parsed = text === undefined ? undefined : parseJson(text);
      return objectOf(parsed?.ok ? parsed.value : undefined);
    };
    const brand = documentOf('brand.json');
    const markets = folder.files
      .filter((file) => file.relative.startsWith('markets/'))
      .map(({ relative }) => {
        const file = `${folder.root}/${relative}`;
        // A problem naming the markets folder (a missing rest-of-world market) belongs to every market.
        return marketCellOf(file, documentOf(relative), [...problemsOf(file), ...problemsOf(`${folder.root}/markets`)]);
      });
    const pages = folder.files
      .filter((file) => file.relative.startsWith('content/'))
      .map(({ relative }) => pageRowOf(`${folder.root}/${relative}`, documentOf(relative), problemsOf));
    const elsewhere = problems.filter(
      (problem) =>
        problem.file.startsWith(`${folder.root}/`) &&
        problem.file !== `${folder.root}/markets` &&
        !markets.some((market) => market.file === problem.file) &&
        !pages.some((page) => page.file === problem.file),
    );
    return {
      name: folder.name,
      file: `${folder.root}/brand.json`,
      displayName: brand.displayName as string | undefined,
      productNodeId: brand.productNodeId as number | undefined,
      problems: elsewhere,
      markets,
      pages,
      images: folder.assets.filter((asset) => imageTypeOf(asset) !== undefined),
    };
  });
}

/** A page record as its row: read even when the record is invalid. */
function pageRowOf(file: string, document: Record<string, unknown>, problemsOf: (file: string) => Problem[]): PageRow {
  const page = document as {
    path?: string;
    kind?: string;
    markets?: string[];
    meta?: { title?: string };
    blog?: { categoryText?: string };
    components?: { alias?: unknown }[];
  };
  return {
    file,
    path: page.path,
    kind: page.kind,
    markets: page.markets,
    title: page.meta?.title,
    category: page.blog?.categoryText,
    aliases: (Array.isArray(page.components) ? page.components : [])
      .map((record) => record?.alias)
      .filter((alias): alias is string => typeof alias === 'string'),
    problems: problemsOf(file),
  };
}

/** A brand's JSON document as it is on disk: its text, its value (null when invalid JSON) and its version. */
export async function openDocument(brandsDir: string, display: unknown) {
  const target = await resolveBrandFile(brandsDir, display);
  const text = await readTextIfPresent(target.absolute);
  if (text === undefined) throw new StudioError(404, 'no_file', `${target.display} does not exist`);
  const parsed = parseJson(text);
  return { path: target.display, text, value: parsed.ok ? parsed.value : null, version: versionOf(text) };
}

/** One of a brand's pictures as it is on disk, with its media type. */
export async function readImage(brandsDir: string, display: unknown) {
  const target = await resolveBrandFile(brandsDir, display, { asset: 'read' });
  const bytes = await readFile(target.absolute).catch(() => undefined);
  if (!bytes) throw new StudioError(404, 'no_file', `${target.display} does not exist`);
  return { bytes, type: imageTypeOf(target.relative)! };
}
