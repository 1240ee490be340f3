import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importTableRule } from './lint/import-table.js';

/** Folders that run in Node and the browser alike: no React, no DOM, no fs, no server or CLI. */
const PURE_CORE = ['engine/schedule/**', 'engine/manifest/**', 'engine/market/**', 'engine/compose/**'];
/** The pure core's folders in words, for the lint's messages: "engine/schedule, … and engine/compose". */
const PURE_CORE_FOLDERS = PURE_CORE.map((glob) => glob.replace('/**', ''));
const PURE_CORE_NAMED = `${PURE_CORE_FOLDERS.slice(0, -1).join(', ')} and ${PURE_CORE_FOLDERS.at(-1)}`;
const IMPURE_IMPORT = `${PURE_CORE_NAMED} are pure: no React, no DOM, no I/O.`;

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'coverage', 'schemas/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { croupier: { rules: { 'import-table': importTableRule(import.meta.dirname) } } },
    rules: { 'croupier/import-table': 'error' },
  },
  {
    files: PURE_CORE,
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'fs', 'path', 'os', 'child_process', 'http', 'https'].map((name) => ({
            name,
            message: IMPURE_IMPORT,
          })),
          patterns: [
            {
              group: ['react/*', 'react-dom/*', 'node:*', 'fs/*'],
              message: IMPURE_IMPORT,
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'process', 'require'].map(
          (name) => ({
            name,
            message: `${PURE_CORE_NAMED} run in Node and the browser alike.`,
          }),
        ),
      ],
    },
  },
  prettier,
);
