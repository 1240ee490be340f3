import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  addMarket as addBrandMarket,
  nextNodeIds,
  planMarket,
  readBrandFolders,
  starterBrandFiles,
  withPlannedFiles,
  type MarketAddRequest,
} from '../engine/brand-files/index.ts';
import { explainDecision, explainPage } from '../engine/compose/index.ts';
import { brandNameProblem, parseJson, type BrandFolder, type Problem } from '../engine/manifest/index.ts';
import type { BrandManifest } from '../schemas/index.ts';
import { bytesOfAsset, describeAsset, isAssetDraft } from './asset-drafts.ts';
import { convertUpload, type AssetPurpose } from './asset-upload.ts';
import { installedFonts } from './installed-fonts.ts';
import { planNewBrand, type NewBrandRequest } from './new-brand.ts';
import { createStudioEngine as createEngine } from './studio-engine.ts';
import {
  DISPLAY_ROOT,
  StudioError,
  formatDocument,
  withSchemaKept,
  readTextIfPresent,
  resolveBrandFile,
  versionOf,
  type BrandFilePath,
  type DraftFile,
  imageTypeOf,
} from './brand-files.ts';

export type { DraftFile };

/** One market as the matrix shows it, read from its file even when the file is invalid. */
export interface MarketCell {
  id: string;
  file: string;
  name?: string;
  country?: string | null;
  locale?: string;
  currency?: string;
  nodeId?: number;
  isRow?: boolean;
  problems: Problem[];
}

export interface BrandRow {
  name: string;
  file: string;
  displayName?: string;
  productNodeId?: number;
  /** Problems of brand.json and of the brand's page records. */
  problems: Problem[];
  markets: MarketCell[];
  pages: PageRow[];
  /** The brand's pictures under assets/ (`assets/hero/lobby.jpg`), for the page editor's image fields. */
  images: string[];
}

/** What the studio shows of a page record before it is opened: enough to name it for people. */
export interface PageRow {
  file: string;
  path?: string;
  kind?: string;
  /** The market ids the record is for; absent: every market without a record of its own. */
  markets?: string[];
  title?: string;
  /** A blog page's category name. */
  category?: string;
  /** The aliases of its components, in order: which components the brand puts on this kind of page. */
  aliases: string[];
  problems: Problem[];
}

export interface ExplainRequest {
  brand: string;
  path: string;
  country?: string;
  loggedIn?: boolean;
  mobile?: boolean;
  drafts?: DraftFile[];
}

/** A file's content: a JSON document's text, or an image's bytes. */
type FileContent = string | Buffer;

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The brands folder the studio edits: the CLI's validation, its market command and its explain, over drafts. */
export function createBrandWorkspace({ brandsDir }: { brandsDir: string }) {
  const read = () => readBrandFolders(brandsDir, DISPLAY_ROOT);

  /** The folders as they would be with the drafts applied (nothing written). */
  async function foldersWith(drafts: readonly DraftFile[]) {
    const onDisk = await read();
    const planned = await plan(onDisk, drafts);
    const byBrand = new Map<string, Map<string, FileContent | null>>();
    for (const { target, text } of planned) {
      const files = byBrand.get(target.brand) ?? new Map<string, FileContent | null>();
      files.set(target.relative, text);
      byBrand.set(target.brand, files);
    }
    // A brand not on disk yet is a new brand's drafts (its brand.json among them): an empty folder they fill.
    const added: BrandFolder[] = [];
    for (const [brand, files] of byBrand)
      if (!onDisk.some((folder) => folder.name === brand)) {
        if (!files.get('brand.json')) throw new StudioError(404, 'no_brand', `no brand "${brand}" in ${DISPLAY_ROOT}/`);
        const badName = brandNameProblem(brand);
        if (badName) throw new StudioError(400, 'usage', badName);
        added.push({ name: brand, root: `${DISPLAY_ROOT}/${brand}`, files: [], assets: [] });
      }
    const folders = [...onDisk, ...added];
    const changed = folders.map((folder) => {
      const files = byBrand.get(folder.name);
      if (!files) return folder;
      const written = new Map([...files].filter((entry): entry is [string, FileContent] => entry[1] !== null));
      const removed = new Set([...files].filter(([, text]) => text === null).map(([relative]) => relative));
      const kept = {
        ...folder,
        files: folder.files.filter((file) => !removed.has(file.relative)),
        assets: folder.assets.filter((asset) => !removed.has(asset)),
      };
      return withPlannedFiles(kept, written);
    });
    return { before: onDisk, after: changed, planned };
  }

  async function plan(
    folders: readonly BrandFolder[],
    drafts: readonly DraftFile[],
  ): Promise<{ target: BrandFilePath; draft: DraftFile; current: FileContent | undefined; text: FileContent | null }[]> {
    const seen = new Set<string>();
    return Promise.all(
      drafts.map(async (draft) => {
        const asset = isAssetDraft(draft.value);
        const target = await resolveBrandFile(brandsDir, draft.path, { asset });
        if (seen.has(target.display)) throw new StudioError(400, 'duplicate_file', `${target.display} is in the save twice`);
        seen.add(target.display);
        if (isAssetDraft(draft.value)) {
          // An image: its bytes; the same bytes as on disk are not written again.
          const bytes = bytesOfAsset(draft.value);
          const onDisk = await readFile(target.absolute).catch(() => undefined);
          return { target, draft, current: onDisk, text: onDisk?.equals(bytes) ? onDisk : bytes };
        }
        const folder = folders.find((candidate) => candidate.name === target.brand);
        const current = folder?.files.find((file) => file.relative === target.relative)?.text;
        // A draft of null removes the file (a market taken out).
        if (draft.value === null) return { target, draft, current, text: null };
        const previous = current === undefined ? undefined : parseJson(current);
        const value = withSchemaKept(draft.value, previous?.ok ? previous.value : undefined);
        // A document whose content did not change keeps its bytes: it is not rewritten.
        const same = previous?.ok && JSON.stringify(previous.value) === JSON.stringify(value);
        const text = same && current !== undefined ? current : await formatDocument(value, current);
        return { target, draft, current, text };
      }),
    );
  }

  async function brands(): Promise<BrandRow[]> {
    const folders = await read();
    const { problems } = createEngine().load(folders);
    const problemsOf = (file: string) => problems.filter((problem) => problem.file === file);
    return folders.map((folder) => {
      const documentOf = (relative: string) => {
        const text = folder.files.find((file) => file.relative === relative)?.text;
        const parsed = text === undefined ? undefined : parseJson(text);
        return objectOf(parsed?.ok ? parsed.value : undefined);
      };
      const brandFile = `${folder.root}/brand.json`;
      const brand = documentOf('brand.json');
      const markets = folder.files
        .filter((file) => file.relative.startsWith('markets/'))
        .map(({ relative }): MarketCell => {
          const market = documentOf(relative);
          const file = `${folder.root}/${relative}`;
          return {
            id: relative.replace(/^markets\//, '').replace(/\.json$/, ''),
            file,
            name: market.name as string | undefined,
            country: market.countryIso2Code as string | null | undefined,
            locale: market.locale as string | undefined,
            currency: market.currencyIsoCode as string | undefined,
            nodeId: market.marketNodeId as number | undefined,
            isRow: market.isRow as boolean | undefined,
            // A problem naming the markets folder (a missing rest-of-world market) belongs to every market.
            problems: [...problemsOf(file), ...problemsOf(`${folder.root}/markets`)],
          };
        });
      const pages = folder.files
        .filter((file) => file.relative.startsWith('content/'))
        .map(({ relative }) => {
          const file = `${folder.root}/${relative}`;
          const page = documentOf(relative) as {
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
          } satisfies PageRow;
        });
      const elsewhere = problems.filter(
        (problem) =>
          problem.file.startsWith(`${folder.root}/`) &&
          problem.file !== `${folder.root}/markets` &&
          !markets.some((market) => market.file === problem.file) &&
          !pages.some((page) => page.file === problem.file),
      );
      return {
        name: folder.name,
        file: brandFile,
        displayName: brand.displayName as string | undefined,
        productNodeId: brand.productNodeId as number | undefined,
        problems: elsewhere,
        markets,
        pages,
        images: folder.assets.filter((asset) => imageTypeOf(asset) !== undefined),
      };
    });
  }

  /** One of a brand's pictures as it is on disk, with its media type. */
  async function image(display: unknown) {
    const target = await resolveBrandFile(brandsDir, display, { asset: 'read' });
    const bytes = await readFile(target.absolute).catch(() => undefined);
    if (!bytes) throw new StudioError(404, 'no_file', `${target.display} does not exist`);
    return { bytes, type: imageTypeOf(target.relative)! };
  }

  async function open(display: unknown) {
    const target = await resolveBrandFile(brandsDir, display);
    const text = await readTextIfPresent(target.absolute);
    if (text === undefined) throw new StudioError(404, 'no_file', `${target.display} does not exist`);
    const parsed = parseJson(text);
    return { path: target.display, text, value: parsed.ok ? parsed.value : null, version: versionOf(text) };
  }

  /** Problems the brands would have with the drafts applied; only the drafts' brands are reported. */
  async function validate(drafts: readonly DraftFile[]) {
    const { after, planned } = await foldersWith(drafts);
    const { problems } = createEngine().load(after);
    const touched = new Set(planned.map(({ target }) => `${DISPLAY_ROOT}/${target.brand}/`));
    return problems.filter((problem) => [...touched].some((root) => problem.file.startsWith(root)));
  }

  /**
   * Saves the drafts all together or not at all: every file must be as it was when opened, and the
   * brands must have no problem the drafts bring; unchanged files are not written.
   */
  async function save(drafts: readonly DraftFile[]) {
    if (!drafts.length) throw new StudioError(400, 'nothing_to_save', 'the save names no file');
    const { before, after, planned } = await foldersWith(drafts);
    const conflicts = planned.filter(
      ({ draft, current }) => draft.baseVersion !== undefined && draft.baseVersion !== versionOf(current),
    );
    if (conflicts.length)
      throw new StudioError(
        409,
        'changed_on_disk',
        `changed on disk since it was opened: ${conflicts.map(({ target }) => target.display).join(', ')}; reopen it, nothing was written`,
        { files: conflicts.map(({ target }) => target.display) },
      );
    const brought = problemsBrought(before, after);
    if (brought.length)
      throw new StudioError(422, 'invalid', `${brought.length} problem${brought.length === 1 ? '' : 's'}; nothing was written`, {
        problems: brought,
      });
    const changed = planned.filter(({ current, text }) => current !== text);
    await writeAll(changed.map(({ target, text, current }) => ({ target, text, previous: current })));
    return { written: changed.map(({ target }) => target.display), unchanged: planned.length - changed.length };
  }

  /** The problems the drafts bring: those the brands have with them and had not without them. */
  function problemsBrought(before: readonly BrandFolder[], after: readonly BrandFolder[]) {
    const engine = createEngine();
    const known = new Set(engine.load(before).problems.map((problem) => JSON.stringify(problem)));
    return engine.load(after).problems.filter((problem) => !known.has(JSON.stringify(problem)));
  }

  /**
   * The drafts as the live preview shows them: each file's text (as a save would write it, under the
   * brands folder) when they bring no problem; else the problems, and the preview keeps its last good drafts.
   */
  async function preview(drafts: readonly DraftFile[]) {
    const { before, after, planned } = await foldersWith(drafts);
    const problems = problemsBrought(before, after);
    if (problems.length) return { problems, files: undefined };
    return { problems, files: planned.map(({ target, text }) => ({ relative: `${target.brand}/${target.relative}`, text })) };
  }

  /**
   * What the New brand form starts from: the starter brand's colours and fonts (the ones scaffold
   * writes), the installed fonts, the node ids the brand would get, and every market node id in use.
   */
  async function newBrandDefaults() {
    const folders = await read();
    const nodes = nextNodeIds(folders);
    const starter = starterBrandFiles({ name: 'starter', displayName: 'Starter', casinoId: 1, mobileCasinoId: 2, ...nodes });
    const { theme } = JSON.parse(String(starter.get('brand.json'))) as BrandManifest;
    const usedNodeIds = folders.flatMap((folder) =>
      folder.files.flatMap((file) => [...file.text.matchAll(/"marketNodeId"\s*:\s*(\d+)/g)].map((match) => Number(match[1]))),
    );
    return {
      palette: theme.palette,
      fonts: { display: theme.fonts.display.package, body: theme.fonts.body.package, accent: theme.fonts.accent.package },
      installedFonts: await installedFonts(),
      nodes,
      usedNodeIds,
      brands: folders.map((folder) => folder.name),
    };
  }

  /** A new brand as drafts (see new-brand.ts): nothing is written before Save. */
  async function draftBrand(request: NewBrandRequest) {
    const files = await planNewBrand(request, { folders: await read(), brandsDir, fonts: await installedFonts() });
    return { files };
  }

  /** An uploaded image, checked and converted, as a draft; a refusal names the rule it breaks. */
  async function upload(bytes: Uint8Array, purpose: AssetPurpose) {
    const result = await convertUpload(bytes, purpose);
    if (!result.ok) throw new StudioError(422, 'image_refused', result.message);
    return { value: result.draft, width: result.width, height: result.height, extension: result.extension };
  }

  /** Each draft's file as it is on disk and as Save would write it (null: absent, or removed), for a diff before saving. */
  async function diff(drafts: readonly DraftFile[]) {
    const { planned } = await foldersWith(drafts);
    // An image is named by what it is (its bytes are no lines to compare), and shown by its draft.
    const shown = (content: FileContent | null | undefined, type: string) =>
      content === null || content === undefined ? null : typeof content === 'string' ? content : describeAsset(content, type);
    return planned.map(({ target, draft, current, text }) => {
      const image = isAssetDraft(draft.value) ? draft.value : undefined;
      const type = image?.$asset ?? '';
      return {
        path: target.display,
        before: shown(current, type),
        after: shown(text, type),
        ...(image ? { image: `data:${image.$asset};base64,${image.base64}` } : {}),
      };
    });
  }

  /**
   * The market file `market add` would write, as a draft: nothing is written until the studio saves it.
   * Its refusals are in plain words, naming the field they concern.
   */
  async function draftMarket(options: Omit<MarketAddRequest, 'brandsDir' | 'displayRoot' | 'load'>) {
    const plan = await planMarket({ ...options, brandsDir, displayRoot: DISPLAY_ROOT, load: createEngine().load });
    if (!plan.ok)
      throw new StudioError(
        plan.result.exitCode === 2 ? 400 : 422,
        plan.result.exitCode === 2 ? 'usage' : 'refused',
        plan.result.output,
      );
    return { file: `${DISPLAY_ROOT}/${options.brand}/${plan.relative}`, value: plan.market };
  }

  async function addMarket(options: Omit<MarketAddRequest, 'brandsDir' | 'displayRoot' | 'load'>) {
    const result = await addBrandMarket({
      ...options,
      brandsDir,
      displayRoot: DISPLAY_ROOT,
      load: createEngine().load,
      formatJson: (value) => formatDocument(value),
    });
    if (result.exitCode !== 0)
      throw new StudioError(result.exitCode === 2 ? 400 : 422, result.exitCode === 2 ? 'usage' : 'refused', result.output);
    const id = options.row ? 'row' : (options.country ?? '').toLowerCase();
    return { file: `${DISPLAY_ROOT}/${options.brand}/markets/${id}.json`, message: result.output };
  }

  /** The brands as the engine loads them with the drafts applied, and their problems. */
  async function loadWith(drafts: readonly DraftFile[]) {
    const { after } = await foldersWith(drafts);
    return createEngine().load(after);
  }

  async function explain(request: ExplainRequest) {
    if (typeof request.path !== 'string' || !request.path.startsWith('/'))
      throw new StudioError(400, 'bad_path', `the page path must start with /, got "${String(request.path)}"`);
    const { after } = await foldersWith(request.drafts ?? []);
    const engine = createEngine();
    const { brands: loaded, problems } = engine.load(after);
    const brand = loaded.find((candidate) => candidate.name === request.brand);
    const ours = problems.filter((problem) => problem.file.startsWith(`${DISPLAY_ROOT}/${request.brand}/`));
    if (!brand) throw new StudioError(422, 'invalid', `brand "${request.brand}" is invalid or missing`, { problems: ours });
    const explanation = explainPage(brand, engine.composePage, request);
    return {
      market: explanation.market,
      page: explanation.page ? { file: explanation.page.file, path: explanation.page.record.path } : null,
      pageKind: explanation.pageKind,
      loggedIn: explanation.loggedIn,
      problems: ours,
      decisions: explanation.composition.decisions.map((decision) => ({
        ...decision,
        why: explainDecision(decision, explanation.at),
      })),
    };
  }

  return {
    brands,
    open,
    image,
    validate,
    save,
    preview,
    diff,
    draftMarket,
    addMarket,
    explain,
    loadWith,
    draftBrand,
    upload,
    newBrandDefaults,
  };
}

export type BrandWorkspace = ReturnType<typeof createBrandWorkspace>;

/**
 * Writes every file beside its target first, then renames (a removed file goes last); on any failure
 * the files written or removed are put back.
 */
async function writeAll(files: { target: BrandFilePath; text: FileContent | null; previous: FileContent | undefined }[]) {
  const staged: string[] = [];
  const done: (typeof files)[number][] = [];
  const writes = files.filter((file) => file.text !== null);
  const removals = files.filter((file) => file.text === null);
  try {
    for (const file of writes) {
      const temporary = `${file.target.absolute}.studio-${process.pid}.tmp`;
      await mkdir(path.dirname(file.target.absolute), { recursive: true });
      await writeFile(temporary, file.text as FileContent);
      staged.push(temporary);
    }
    for (const [index, file] of writes.entries()) {
      await rename(staged[index] as string, file.target.absolute);
      done.push(file);
    }
    for (const file of removals) {
      await rm(file.target.absolute, { force: true });
      done.push(file);
    }
  } catch (error) {
    await Promise.all(staged.map((temporary) => rm(temporary, { force: true })));
    for (const file of done) {
      if (file.previous === undefined) await rm(file.target.absolute, { force: true });
      else await writeFile(file.target.absolute, file.previous);
    }
    throw error;
  }
}
