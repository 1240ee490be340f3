import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ENGINE_FOLDERS = 'manifest|market|compose|brand-files|platform|player|analytics|render|i18n';
/** `../platform/games.ts` or `../../engine/render/stitches.tsx`: a deep file of another engine folder (its index, or a sub-folder's index, is fine). */
const DEEP_ENGINE_IMPORT = `^(\\.\\./)+(engine/)?(${ENGINE_FOLDERS})/(?!([a-z-]+/)?index\\.tsx?$)`;

/** Folders that run in Node and the browser alike: no React, no DOM, no fs, no server or CLI. */
const PURE_CORE = ['engine/manifest/**', 'engine/market/**', 'engine/compose/**'];

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
    files: ['engine/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(server|cli|studio)(/|$)',
              message: 'engine/ and components/ never import server/, cli/ or studio/.',
            },
            { regex: DEEP_ENGINE_IMPORT, message: 'Import another engine folder through its index.ts, never a deep file.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'server/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(sandbox|cli|scripts|tests|studio)(/|$)',
              message:
                'server/ is the product: it reaches the platform over HTTP and never imports the sandbox, the CLI, the studio, scripts or tests.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*-test-server.ts', '**/*-test-fixture.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(server|cli)(/|$)',
              message: "The sandbox stands for the external platform: it never imports the site's server or the CLI.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['studio/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'studio/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(server|sandbox|scripts|tests|cli)(/|$)',
              message:
                "The studio is a local editor: it uses the engine's public entries and the components (what it shares with the CLI lives in the engine), never the site's server, the sandbox, the CLI, scripts or tests.",
            },
            { regex: DEEP_ENGINE_IMPORT, message: "Import the engine through its folders' index.ts, never a deep file." },
          ],
        },
      ],
    },
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
            message: 'engine/manifest, engine/market and engine/compose are pure: no React, no DOM, no I/O.',
          })),
          patterns: [
            {
              group: ['react/*', 'react-dom/*', 'node:*', 'fs/*'],
              message: 'engine/manifest, engine/market and engine/compose are pure: no React, no DOM, no I/O.',
            },
            { regex: '^(\\.\\./)+(server|cli|studio)(/|$)', message: 'engine/ never imports server/, cli/ or studio/.' },
            { regex: DEEP_ENGINE_IMPORT, message: 'Import another engine folder through its index.ts, never a deep file.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'process', 'require'].map(
          (name) => ({
            name,
            message: 'engine/manifest, engine/market and engine/compose run in Node and the browser alike.',
          }),
        ),
      ],
    },
  },
  prettier,
);
