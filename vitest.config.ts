import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

const ROOT = import.meta.dirname;
const TEST_FOLDERS = ['engine', 'components', 'schemas', 'cli', 'server', 'sandbox', 'scripts', 'studio', 'tests', 'bench'];
const EXCLUDE = ['tests/e2e/**', 'node_modules/**'];

/** The test files that ask for a DOM (`@vitest-environment jsdom`), relative to the root. */
function domTestFiles(): string[] {
  return TEST_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => !file.startsWith('tests/e2e/'))
      .filter((file) => readFileSync(path.join(ROOT, file), 'utf8').includes('@vitest-environment jsdom')),
  );
}
const DOM_TESTS = domTestFiles();

export default defineConfig({
  // Components' `*.css.ts` compile to their class names, as in the builds.
  plugins: [vanillaExtractPlugin()],
  test: {
    // Which files each project runs is its own (a project extending this config adds to its lists).
    environment: 'node',
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [`{${TEST_FOLDERS.join(',')}}/**/*.test.{ts,tsx}`],
          exclude: [...EXCLUDE, ...DOM_TESTS],
          // Node-side files share one module graph: each evaluated the site's modules (Express, React's
          // server renderer, the schemas) anew, most of their time. Their state is per test (every
          // factory takes its dependencies), and no file mocks a module.
          isolate: false,
        },
      },
      {
        extends: true,
        // Each DOM file keeps a fresh DOM and module graph: storage and rendered trees stay its own.
        test: { name: 'dom', include: DOM_TESTS },
      },
    ],
  },
});
