import { availableParallelism } from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Components' `*.css.ts` compile to their class names, as in the builds.
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['{engine,components,schemas,cli,server,sandbox,scripts,studio,tests,bench}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    // Most test files wait on sockets and child processes, not the CPU: vitest's default (one worker
    // fewer than the cores) ran them one at a time on a two-core CI machine.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
