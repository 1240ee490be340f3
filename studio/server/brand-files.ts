import { createHash } from 'node:crypto';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { getNodeValue, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { format, resolveConfig } from 'prettier';

/** How the studio names a file: as problems do, `brands/hippodrome/markets/nz.json`. */
/** A draft of one file: its new content (null: the file is to be removed), and the version it was opened at (null: a new file). */
export interface DraftFile {
  path: string;
  value: unknown;
  baseVersion?: string | null;
}

export const DISPLAY_ROOT = 'brands';

/** A studio refusal: the HTTP status and the `{ code, message }` the API answers with. */
export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: object,
  ) {
    super(message);
  }
}

export interface BrandFilePath {
  /** `brands/hippodrome/markets/nz.json` */
  display: string;
  /** The brand folder's name: `hippodrome`. */
  brand: string;
  /** The path inside the brand folder: `markets/nz.json`. */
  relative: string;
  /** Where it is on disk. */
  absolute: string;
}

const SEGMENT = /^[a-z0-9][a-z0-9._-]*$/i;
/** The images the studio writes: what its uploads convert to, and the starter brand's drawings. */
const ASSET_FILE = /\.(png|svg)$/;
/** The images the studio shows (a brand's photographs too), by their extension, with their media type. */
export const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};
export const imageTypeOf = (file: string) => IMAGE_TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()];

/**
 * Resolves a studio path to a JSON file inside a brand folder; anything else (outside brands/, an
 * asset, a dotted or absolute path, a symlink leading out) is refused.
 */
export async function resolveBrandFile(
  brandsDir: string,
  display: unknown,
  { asset = false }: { asset?: boolean | 'read' } = {},
): Promise<BrandFilePath> {
  const refuse = (why: string) => new StudioError(400, 'path_refused', `${String(display)}: ${why}`);
  if (typeof display !== 'string') throw refuse('a path such as brands/hippodrome/markets/nz.json is needed');
  const segments = display.split('/');
  if (segments[0] !== DISPLAY_ROOT || segments.length < 3) throw refuse('the studio edits files under brands/<brand>/ only');
  const [, brand = '', ...inside] = segments;
  if (![brand, ...inside].every((segment) => SEGMENT.test(segment) && segment !== '..')) throw refuse('not a plain path');
  const relative = inside.join('/');
  if (asset === 'read') {
    // An image the studio shows: any of the brand's pictures under assets/.
    if (!relative.startsWith('assets/') || !imageTypeOf(relative)) throw refuse(`an image under assets/ is needed`);
  } else if (asset) {
    // An image the studio converted (an upload, a new brand's starter image): under assets/, as an image file.
    if (!relative.startsWith('assets/') || !ASSET_FILE.test(relative))
      throw refuse('an image goes under assets/ as .png or .svg');
  } else {
    if (!relative.endsWith('.json')) throw refuse('the studio edits JSON files only');
    if (relative.startsWith('assets/')) throw refuse('assets are not edited in the studio');
  }
  const absolute = path.join(brandsDir, brand, ...inside);
  const root = await realpath(brandsDir);
  // A symlinked folder could lead out of brands/: the nearest existing ancestor must stay inside.
  let existing = path.dirname(absolute);
  for (;;) {
    const real = await realpath(existing).catch(() => undefined);
    if (real !== undefined) {
      if (real !== root && !real.startsWith(`${root}${path.sep}`)) throw refuse('it leads outside brands/');
      break;
    }
    existing = path.dirname(existing);
  }
  return { display, brand, relative, absolute };
}

/** A file's version as the studio compares it: the hash of its bytes, null when it does not exist. */
export function versionOf(text: string | Uint8Array | undefined): string | null {
  return text === undefined ? null : createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export async function readTextIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The document as it will be saved: the `$schema` the file had stays, first, when the draft lost it. */
export function withSchemaKept(value: unknown, previous?: unknown): unknown {
  const isObject = (document: unknown): document is Record<string, unknown> =>
    Boolean(document) && typeof document === 'object' && !Array.isArray(document);
  if (!isObject(value) || !isObject(previous) || previous.$schema === undefined || value.$schema !== undefined) return value;
  return { $schema: previous.$schema, ...value };
}

/** The repository's Prettier settings, read once: saved files pass `npm run lint` as they are. */
const prettierOptions = resolveConfig(path.join(import.meta.dirname, '../..', 'brands', 'brand.json'));

const sameJson = (node: Node, value: unknown) => JSON.stringify(getNodeValue(node)) === JSON.stringify(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * The document's text, reusing the previous text wherever the value is unchanged: an untouched
 * object keeps its bytes (one line stays one line), an edited one keeps its shape (broken over
 * lines or not), and only what is new is written afresh, 2-space.
 */
function textOf(value: unknown, node: Node | undefined, previous: string): string {
  if (node && sameJson(node, value)) return previous.slice(node.offset, node.offset + node.length);
  const children = node?.children ?? [];
  // Prettier keeps an object on one line unless a line break follows its opening brace.
  const broken =
    node !== undefined && children[0] !== undefined && previous.slice(node.offset, children[0].offset).includes('\n');
  const wrap = (open: string, close: string, entries: string[]) =>
    !entries.length
      ? `${open}${close}`
      : broken
        ? `${open}\n${entries.join(',\n')}\n${close}`
        : `${open} ${entries.join(', ')} ${close}`;
  if (node?.type === 'object' && isRecord(value)) {
    const before = new Map(children.map((property) => [getNodeValue(property.children?.[0] as Node), property.children?.[1]]));
    return wrap(
      '{',
      '}',
      Object.entries(value)
        .filter(([, child]) => child !== undefined)
        .map(([key, child]) => `${JSON.stringify(key)}: ${textOf(child, before.get(key), previous)}`),
    );
  }
  if (node?.type === 'array' && Array.isArray(value)) {
    // An element left as it was keeps its text wherever it moved; an edited one is compared with the element once in its place.
    const used = new Set<Node>();
    const kept = value.map((element) => {
      const match = children.find((candidate) => !used.has(candidate) && sameJson(candidate, element));
      if (match) used.add(match);
      return match;
    });
    return wrap(
      '[',
      ']',
      value.map((element, index) => {
        const inPlace = children[index];
        return textOf(element, kept[index] ?? (inPlace && !used.has(inPlace) ? inPlace : undefined), previous);
      }),
    );
  }
  return JSON.stringify(value, null, 2) ?? 'null';
}

/**
 * How the studio writes a document: 2-space JSON, keys in the draft's order, formatted as the
 * repository's Prettier settings ask, with a trailing newline. Given the file's previous text, only
 * what changed is written afresh; the rest keeps its formatting.
 */
export async function formatDocument(value: unknown, previous?: string): Promise<string> {
  const errors: ParseError[] = [];
  const root = previous === undefined ? undefined : parseTree(previous, errors, { disallowComments: true });
  const text = root && !errors.length && previous !== undefined ? textOf(value, root, previous) : JSON.stringify(value, null, 2);
  return format(text, { ...(await prettierOptions), parser: 'json' });
}
