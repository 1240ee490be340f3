import path from 'node:path';

/**
 * Who may import whom: the one table of the repository's folders (docs/developers.md shows it, the lint
 * rule below enforces it, tests/import-boundaries.test.ts checks both agree and that it has no cycle).
 * A folder may import itself and the folders listed; `*` is any folder. Tests (`*.test.ts(x)`) and
 * test support (`tests/`) may import anything.
 */
export const IMPORT_TABLE = {
  schemas: [],
  'engine/i18n': [],
  'engine/telemetry': [],
  'engine/cms-html': [],
  'engine/device-profiling': [],
  'engine/main-thread': [],
  'engine/schedule': ['schemas'],
  'engine/rules': ['schemas', 'engine/schedule'],
  'engine/manifest': ['schemas', 'engine/i18n', 'engine/schedule', 'engine/rules'],
  'engine/market': ['schemas', 'engine/manifest', 'engine/i18n', 'engine/rules'],
  'engine/compose': ['schemas', 'engine/schedule', 'engine/manifest', 'engine/market'],
  'engine/brand-files': ['schemas', 'engine/i18n', 'engine/manifest', 'engine/market', 'engine/rules'],
  'engine/platform': ['schemas', 'engine/telemetry', 'engine/main-thread'],
  'engine/page': ['schemas', 'engine/i18n', 'engine/market', 'engine/rules', 'engine/platform', 'engine/device-profiling'],
  'engine/player': [
    'schemas',
    'engine/main-thread',
    'engine/platform',
    'engine/telemetry',
    'engine/device-profiling',
    'engine/page',
    'engine/cms-html',
  ],
  'engine/analytics': ['engine/player'],
  components: [
    'schemas',
    'engine/i18n',
    'engine/main-thread',
    'engine/cms-html',
    'engine/device-profiling',
    'engine/compose',
    'engine/platform',
    'engine/page',
    'engine/player',
    'engine/analytics',
  ],
  'engine/render': [
    'schemas',
    'engine/i18n',
    'engine/main-thread',
    'engine/telemetry',
    'engine/compose',
    'engine/page',
    'engine/platform',
    'engine/player',
    'engine/analytics',
    'components',
  ],
  server: [
    'schemas',
    'engine/i18n',
    'engine/cms-html',
    'engine/manifest',
    'engine/market',
    'engine/rules',
    'engine/compose',
    'engine/brand-files',
    'engine/platform',
    'engine/page',
    'engine/render',
    'components',
  ],
  sandbox: ['schemas', 'engine/manifest', 'engine/market', 'engine/compose', 'engine/brand-files'],
  cli: [
    'schemas',
    'engine/i18n',
    'engine/manifest',
    'engine/market',
    'engine/rules',
    'engine/compose',
    'engine/brand-files',
    'components',
  ],
  'studio/shared': ['schemas', 'engine/manifest', 'engine/page'],
  'studio/server': [
    'schemas',
    'engine/i18n',
    'engine/manifest',
    'engine/market',
    'engine/rules',
    'engine/compose',
    'engine/brand-files',
    'engine/player',
    'engine/page',
    'components',
    'scripts',
    'studio/shared',
  ],
  // The studio's page runs in the browser: it reads studio/server's types only (eslint.config.js refuses the rest).
  'studio/ui': [
    'schemas',
    'engine/manifest',
    'engine/rules',
    'engine/compose',
    'engine/platform',
    'engine/player',
    'engine/page',
    'components',
    'studio/shared',
    'studio/server',
  ],
  'studio/e2e': ['*'],
  scripts: ['server', 'sandbox', 'engine/i18n', 'engine/brand-files'],
  bench: ['*'],
  tests: ['*'],
};

/** The table's folder of a repository path (`engine/player/lobby/x.ts` → `engine/player`), or undefined outside it. */
export function tableFolderOf(file) {
  const [top, second] = file.split('/');
  const folder = (top === 'engine' || top === 'studio') && second ? `${top}/${second}` : top;
  return Object.hasOwn(IMPORT_TABLE, folder) ? folder : undefined;
}

export const mayImport = (from, to) => from === to || IMPORT_TABLE[from].includes('*') || IMPORT_TABLE[from].includes(to);

const isTestFile = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('tests/');
/** An engine folder is imported through its index.ts (or a sub-folder's), never a deep file, by the engine, components and the studio. */
const THROUGH_INDEX_ONLY = (from) => from.startsWith('engine/') || from === 'components' || from.startsWith('studio/');
const isIndex = (target, folder) => new RegExp(`^${folder}/([a-z-]+/)?index\\.tsx?$`).test(target);

/** ESLint rule: every relative import keeps the table; another engine folder is reached through its index. */
export function importTableRule(root) {
  return {
    meta: {
      type: 'problem',
      messages: {
        forbidden: '{{from}}/ may not import {{to}}/ (lint/import-table.js allows: {{allowed}}).',
        deep: 'Import {{to}} through its index.ts, never a deep file ({{target}}).',
      },
      schema: [],
    },
    create(context) {
      const file = path.relative(root, context.filename).split(path.sep).join('/');
      const from = tableFolderOf(file);
      if (!from || isTestFile(file)) return {};
      const check = (node) => {
        const specifier = node?.value;
        if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        const to = tableFolderOf(target);
        if (!to) return;
        if (!mayImport(from, to)) {
          const allowed = IMPORT_TABLE[from].join(', ') || 'nothing';
          context.report({ node, messageId: 'forbidden', data: { from, to, allowed } });
        } else if (to !== from && to.startsWith('engine/') && THROUGH_INDEX_ONLY(from) && !isIndex(target, to)) {
          context.report({ node, messageId: 'deep', data: { to, target } });
        }
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
      };
    },
  };
}
