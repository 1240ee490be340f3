import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageData } from '../../engine/page/page-data.ts';

const ENTRY = 'engine/render/client-entry.tsx';
const INTL_WARM_UP = 'engine/render/warm-up-intl.worker.ts';
/** The one stylesheet of the whole client (vite.config.ts builds without CSS code splitting). */
const STYLESHEET = 'style.css';
/** A code-split component's chunk: `components/<kebab-case alias>/<Component>.tsx`. */
const COMPONENT_CHUNK = /^components\/([a-z0-9-]+)\/[^/]+\.tsx$/;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export interface ClientAssets {
  /** What every page loads: the entry script, its CSS and the chunks it imports. */
  page: PageData['assets'];
  /** The chunks each component folder's code-split parts need beyond those, by component alias. */
  componentChunks: ReadonlyMap<string, readonly string[]>;
}

const NO_BUILD: ClientAssets = {
  page: { script: null, intlWarmUp: null, styles: [], preload: [] },
  componentChunks: new Map(),
};

const aliasOfFolder = (folder: string) => folder.replace(/-([a-z0-9])/g, (_whole, letter: string) => letter.toUpperCase());

/**
 * The built client's entry script, its stylesheet(s) and the chunks it imports, the Intl warm-up worker, and
 * each code-split component's chunks, from Vite's manifest. Without a build the pages still render, as static HTML.
 */
export function readClientAssets(clientDir: string): ClientAssets {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return NO_BUILD;
  }
  const entry = manifest[ENTRY];
  if (!entry) return NO_BUILD;
  const url = (file: string) => `/static/${file}`;
  /** A chunk's static imports, all the way down, except those already in `known`. */
  const importsOf = (key: string, known: ReadonlySet<string>) => {
    const found = new Set<string>();
    const visit = (parent: string) => {
      for (const child of manifest[parent]?.imports ?? []) {
        if (found.has(child) || known.has(child)) continue;
        found.add(child);
        visit(child);
      }
    };
    visit(key);
    return found;
  };
  const initial = importsOf(ENTRY, new Set());
  const chunks = [...initial].map((key) => manifest[key]).filter((chunk): chunk is ManifestChunk => Boolean(chunk));
  const componentChunks = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const folder = chunk.isDynamicEntry ? COMPONENT_CHUNK.exec(key)?.[1] : undefined;
    if (!folder) continue;
    const needs = [chunk.file, ...[...importsOf(key, initial)].map((child) => manifest[child]?.file ?? '')].filter(Boolean);
    componentChunks.set(aliasOfFolder(folder), needs.map(url));
  }
  return {
    page: {
      script: url(entry.file),
      intlWarmUp: manifest[INTL_WARM_UP] ? url(manifest[INTL_WARM_UP].file) : null,
      styles: [
        ...(manifest[STYLESHEET] ? [manifest[STYLESHEET].file] : []),
        ...(entry.css ?? []),
        ...chunks.flatMap((chunk) => chunk.css ?? []),
      ].map(url),
      preload: chunks.map((chunk) => url(chunk.file)),
    },
    componentChunks,
  };
}

/** The page's assets: every page's, and the chunks of the page components it renders at once, preloaded with them. */
export function pageAssets(assets: ClientAssets, aliases: readonly string[]): PageData['assets'] {
  const preload = new Set(assets.page.preload);
  for (const alias of aliases) for (const chunk of assets.componentChunks.get(alias) ?? []) preload.add(chunk);
  return { ...assets.page, preload: [...preload] };
}
