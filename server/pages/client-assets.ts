import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageData } from '../../engine/render/page-data.ts';

export type ClientAssets = PageData['assets'];

const ENTRY = 'engine/render/client-entry.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The built client's entry script, its CSS and the chunks it imports, from Vite's manifest. Without a
 * build the pages still render, as static HTML.
 */
export function readClientAssets(clientDir: string): ClientAssets {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return { script: null, styles: [], preload: [] };
  }
  const entry = manifest[ENTRY];
  if (!entry) return { script: null, styles: [], preload: [] };
  const url = (file: string) => `/static/${file}`;
  const imported = new Set<string>();
  const visit = (key: string) => {
    for (const child of manifest[key]?.imports ?? []) {
      if (imported.has(child)) continue;
      imported.add(child);
      visit(child);
    }
  };
  visit(ENTRY);
  const chunks = [...imported].map((key) => manifest[key]).filter((chunk): chunk is ManifestChunk => Boolean(chunk));
  return {
    script: url(entry.file),
    styles: [...(entry.css ?? []), ...chunks.flatMap((chunk) => chunk.css ?? [])].map(url),
    preload: chunks.map((chunk) => url(chunk.file)),
  };
}
