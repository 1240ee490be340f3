import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The built server's entry, relative to the repository. */
export const SERVER_ENTRY = 'dist/server/index.js';

/**
 * Node's arguments for the built server, as `npm run serve` gives them (package.json's `serve`
 * script is their one definition: `node [--option …] dist/server/index.js`), the entry made
 * absolute. `npm start`, the tests and the bench start the site with these, so what they run and
 * measure is what production runs, V8's tuning included.
 */
export function builtServerArgs(repoRoot: string): string[] {
  const packageJson = path.join(repoRoot, 'package.json');
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts?: Record<string, string> };
  const script = scripts?.serve ?? '';
  const [command, ...args] = script.trim().split(/\s+/);
  const entry = args.pop();
  if (command !== 'node' || entry !== SERVER_ENTRY || args.some((arg) => !arg.startsWith('--')))
    throw new Error(`${packageJson} scripts.serve: must be "node [--option …] ${SERVER_ENTRY}", not "${script}"`);
  return [...args, path.join(repoRoot, entry)];
}
