import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';
import { importTableRule } from './lint/import-table.js';

/** Folders that run in Node and the browser alike: no React, no DOM, no fs, no server or CLI. */
const PURE_CORE = ['engine/schedule/**', 'engine/manifest/**', 'engine/market/**', 'engine/compose/**'];
/** The pure core's folders in words, for the lint's messages: "engine/schedule, … and engine/compose". */
const PURE_CORE_FOLDERS = PURE_CORE.map((glob) => glob.replace('/**', ''));
const PURE_CORE_NAMED = `${PURE_CORE_FOLDERS.slice(0, -1).join(', ')} and ${PURE_CORE_FOLDERS.at(-1)}`;
const IMPURE_IMPORT = `${PURE_CORE_NAMED} are pure: no React, no DOM, no I/O.`;

/** The studio's code that runs in the browser: its page, and the rules the page shares with the studio's server. */
const STUDIO_BROWSER = ['studio/ui/**/*.{ts,tsx}', 'studio/shared/**/*.{ts,tsx}'];
const NODE_IN_BROWSER = "studio/ui and studio/shared run in the browser: no Node module, no express, only studio/server's types.";

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
  {
    files: STUDIO_BROWSER,
    ignores: ['**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [...builtinModules, 'express'].map((name) => ({ name, message: NODE_IN_BROWSER })),
          patterns: [
            { group: ['node:*', 'express/*'], message: NODE_IN_BROWSER },
            // The studio's server, from wherever the page's file is (a type import is erased in the bundle).
            { group: ['**/server/**'], allowTypeImports: true, message: NODE_IN_BROWSER },
          ],
        },
      ],
    },
  },
  prettier,
);
