import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY } from './serve-command.ts';

/** What the build is made from: a change to any of these makes `dist/` stale. */
export const BUILD_SOURCES = [
  'server',
  'engine',
  'components',
  'schemas',
  'messages',
  'scripts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'vite.server.config.ts',
];
/** What the build writes last: the client's manifest and the server's entry. */
export const BUILD_OUTPUTS = ['dist/client/.vite/manifest.json', SERVER_ENTRY];

const IGNORED = /(^|\/)(node_modules|generated)(\/|$)|\.test\.tsx?$/;

function newestChange(file: string): number {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return IGNORED.test(file) ? 0 : stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestChange(path.join(file, entry)));
  return newest;
}

/** Why the build must be made again, or undefined when it is newer than every source. */
export function staleBuildReason(repoRoot: string): string | undefined {
  const built = BUILD_OUTPUTS.map((output) => statSync(path.join(repoRoot, output), { throwIfNoEntry: false })?.mtimeMs ?? 0);
  const missing = BUILD_OUTPUTS.filter((_output, index) => built[index] === 0);
  if (missing.length) return `${missing.join(' and ')} missing`;
  const oldest = Math.min(...built);
  const changed = BUILD_SOURCES.filter((source) => newestChange(path.join(repoRoot, source)) > oldest);
  return changed.length ? `changed since the last build: ${changed.join(', ')}` : undefined;
}
