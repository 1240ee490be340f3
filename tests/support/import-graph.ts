import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's own source folders (data, builds and dependencies left out). */
const SOURCE_ROOTS = ['engine', 'components', 'schemas', 'server', 'sandbox', 'cli', 'studio', 'scripts', 'bench', 'tests'];
const SOURCE_FILE = /\.(ts|tsx)$/;
/** `import … from '…'`, `export … from '…'` and `import '…'`; `import type` is noted, as it runs nothing. */
const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm;
/** `import('…')`: a chunk loaded when needed, still a dependency. */
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'generated' ? [] : sourceFiles(root, relative);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** Every relative import between the repository's source files, as repository paths. */
export function importEdges(root: string): ImportEdge[] {
  const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(root, dir));
  return files.flatMap((from) => {
    const text = readFileSync(path.join(root, from), 'utf8');
    const found = [
      ...[...text.matchAll(IMPORT)].map((match) => ({ specifier: match[3]!, typeOnly: Boolean(match[2]) })),
      ...[...text.matchAll(DYNAMIC_IMPORT)].map((match) => ({ specifier: match[1]!, typeOnly: false })),
    ];
    return found.flatMap(({ specifier, typeOnly }) => {
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
      return SOURCE_FILE.test(to) ? [{ from, to, typeOnly }] : [];
    });
  });
}

/** The cycles of a directed graph (each as the nodes in order, the first repeated at the end); one per strongly connected part. */
export function cyclesOf(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) if (from !== to) (next.get(from) ?? next.set(from, new Set()).get(from)!).add(to);
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const target of next.get(node) ?? []) {
      if (state.get(target) === 'open') cycles.push([...stack.slice(stack.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...next.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}
