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
  },
});
