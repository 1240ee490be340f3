import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { messages } from './scripts/messages-plugin.ts';

const ROOT = import.meta.dirname;
const TEST_FOLDERS = ['engine', 'components', 'schemas', 'cli', 'server', 'sandbox', 'scripts', 'studio', 'tests', 'bench'];
const EXCLUDE = ['tests/e2e/**', 'node_modules/**'];

/** Every unit test file, relative to the root, with its text. */
const testFiles = TEST_FOLDERS.flatMap((folder) =>
  readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => !file.startsWith('tests/e2e/'))
    .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') })),
);
const filesWhose = (test: (text: string) => boolean) => testFiles.filter(({ text }) => test(text)).map(({ file }) => file);

/** The files that ask for a DOM. */
const DOM_TESTS = filesWhose((text) => text.includes('@vitest-environment jsdom'));

/**
 * The files that start processes (the built server, Redis, nginx, the studio, the CLI's bin): each
 * starts in seconds alone and timed out beside three others on two cores.
 */
const PROCESS_TESTS = filesWhose((text) =>
  /from 'node:child_process'|support\/(?:topology-processes|redis-server)\.ts'|runCliProcess/.test(text),
);

export default defineConfig({
  // Components' `*.css.ts` compile to their class names, as in the builds.
  plugins: [vanillaExtractPlugin(), messages()],
  test: {
    // Which files each project runs is its own (a project extending this config adds to its lists).
    environment: 'node',
    testTimeout: 30_000,
    // Hooks start sites, sandboxes and processes: seconds alone, several times that on a busy machine.
    hookTimeout: 60_000,
    // A worker a core (vitest's default leaves one free): most tests wait on sockets and timers.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [`{${TEST_FOLDERS.join(',')}}/**/*.test.{ts,tsx}`],
          exclude: [...EXCLUDE, ...DOM_TESTS, ...PROCESS_TESTS],
          // Node-side files share one module graph: each evaluated the site's modules (Express, React's
          // server renderer, the schemas) anew, most of their time. Their state is per test (every
          // factory takes its dependencies), and no file mocks a module.
          isolate: false,
        },
      },
      {
        extends: true,
        // Each DOM file keeps a fresh DOM and module graph: storage and rendered trees stay its own.
        test: { name: 'dom', include: DOM_TESTS, setupFiles: ['tests/support/dom-setup.ts'] },
      },
      {
        extends: true,
        // After the others, one file at a time: the machine's cores are their processes'.
        test: { name: 'processes', include: PROCESS_TESTS, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
