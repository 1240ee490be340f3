import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The starter brand `brand scaffold` copies: real files one can read, with {{placeholders}}. */
export const STARTER_BRAND_DIR = path.resolve(import.meta.dirname, '../../cli/templates/starter-brand');

export interface StarterBrandOptions {
  name: string;
  displayName: string;
  casinoId: number;
  mobileCasinoId: number;
  productNodeId: number;
  marketNodeId: number;
}

/** `{{key}}`; in JSON a number is written `"{{key}}"` so the template stays valid JSON. */
const PLACEHOLDER = /"\{\{(\w+)\}\}"|\{\{(\w+)\}\}/g;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** A template's text with its placeholders filled, each escaped for the file it is in. */
export function fillTemplate(file: string, text: string, values: Record<string, string | number>): string {
  const escape = file.endsWith('.json') ? (value: string) => JSON.stringify(value).slice(1, -1) : escapeXml;
  return text.replace(PLACEHOLDER, (whole, quoted: string | undefined, bare: string | undefined) => {
    const key = (quoted ?? bare)!;
    if (!Object.hasOwn(values, key)) throw new Error(`${file}: the template names {{${key}}}, which scaffold does not fill`);
    const value = values[key]!;
    if (quoted !== undefined) return typeof value === 'number' ? String(value) : JSON.stringify(value);
    return escape(String(value));
  });
}

function templateFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? templateFiles(dir, relative) : [relative];
    });
}

/** A complete brand that validates at once: the starter template copied and filled, by path. */
export function starterBrandFiles(options: StarterBrandOptions, templateDir = STARTER_BRAND_DIR): Map<string, string> {
  const values = { ...options, initial: options.displayName.charAt(0).toUpperCase() };
  return new Map(
    templateFiles(templateDir).map((file) => [
      file,
      fillTemplate(file, readFileSync(path.join(templateDir, file), 'utf8'), values),
    ]),
  );
}
