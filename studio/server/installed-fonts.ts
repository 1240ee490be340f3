import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A font a brand may use: a package installed in node_modules, as the theme's font entry names it. */
export interface FontChoice {
  family: string;
  package: string;
  fallback: string;
  /** sans-serif, serif, display…: as the package's metadata says. */
  category: string;
  variable: boolean;
}

const NODE_MODULES = path.resolve(import.meta.dirname, '../..', 'node_modules');
const SCOPES = ['@fontsource', '@fontsource-variable'] as const;

/** The fallback stack used while the font loads, by the font's kind. */
const FALLBACKS: Readonly<Record<string, string>> = {
  serif: "Georgia, 'Times New Roman', serif",
  monospace: "Menlo, Consolas, 'Courier New', monospace",
  display: "'Helvetica Neue', Arial, sans-serif",
  handwriting: "'Trebuchet MS', Verdana, sans-serif",
  'sans-serif': "system-ui, 'Segoe UI', Arial, sans-serif",
};

/**
 * The choice a package's metadata.json makes, or undefined when the package lacks the files the site
 * serves (`<slug>-latin-wght-normal.woff2` for a variable package, light, regular and bold for another).
 */
export function fontChoiceOf(packageName: string, metadata: unknown, files: readonly string[]): FontChoice | undefined {
  const { family, category } = (metadata ?? {}) as { family?: unknown; category?: unknown };
  if (typeof family !== 'string' || !family) return undefined;
  const [scope, slug = ''] = packageName.split('/');
  if (!/^[a-z0-9-]+$/.test(slug)) return undefined;
  const variable = scope === '@fontsource-variable';
  const needed = variable
    ? [`${slug}-latin-wght-normal.woff2`]
    : [300, 400, 700].map((weight) => `${slug}-latin-${weight}-normal.woff2`);
  if (!needed.every((file) => files.includes(file))) return undefined;
  const kind = typeof category === 'string' ? category.trim() : 'sans-serif';
  return { family, package: packageName, fallback: FALLBACKS[kind] ?? FALLBACKS['sans-serif']!, category: kind, variable };
}

/** Every font package installed (node_modules/@fontsource*), as the brand loader resolves them, A to Z. */
export async function installedFonts(nodeModules = NODE_MODULES): Promise<FontChoice[]> {
  const found: FontChoice[] = [];
  for (const scope of SCOPES) {
    const dir = path.join(nodeModules, scope);
    if (!existsSync(dir)) continue;
    for (const entry of await readdir(dir)) {
      const packageDir = path.join(dir, entry);
      try {
        const metadata = JSON.parse(await readFile(path.join(packageDir, 'metadata.json'), 'utf8')) as unknown;
        const choice = fontChoiceOf(`${scope}/${entry}`, metadata, await readdir(path.join(packageDir, 'files')));
        if (choice) found.push(choice);
      } catch {
        // A package without metadata or files is not a font the site can serve.
      }
    }
  }
  return found.sort((a, b) => a.family.localeCompare(b.family, 'en') || Number(b.variable) - Number(a.variable));
}
