import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT_DIR = path.join(REPO_ROOT, 'dist/client');
const ENTRY = 'engine/render/client-entry.tsx';
/** Issue budget: the lobby's initial JavaScript, gzip. */
export const LOBBY_JS_BUDGET_BYTES = 150 * 1024;

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The JavaScript a first visit to the lobby downloads before it is interactive: the entry and its static imports. */
export function benchBundle() {
  execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key) || !manifest[key]) return;
    initial.add(key);
    manifest[key].imports?.forEach(visit);
  };
  visit(ENTRY);
  const gzipOf = (key: string) => gzipSync(readFileSync(path.join(CLIENT_DIR, manifest[key]!.file)), { level: 9 }).length;
  const initialBytes = [...initial].reduce((sum, key) => sum + gzipOf(key), 0);
  const lazy = Object.keys(manifest).filter((key) => !initial.has(key) && manifest[key]!.file.endsWith('.js'));
  const lazyBytes = lazy.reduce((sum, key) => sum + gzipOf(key), 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `lobby initial JavaScript   ${kb(initialBytes)} gzip in ${initial.size} chunk(s) (budget ${kb(LOBBY_JS_BUDGET_BYTES)}: ${initialBytes <= LOBBY_JS_BUDGET_BYTES ? 'within' : 'OVER'})`,
  );
  console.log(`split out (lazy)           ${kb(lazyBytes)} gzip in ${lazy.length} chunk(s)`);
  return { initialBytes, lazyBytes };
}
