import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{engine,components,schemas,cli,server,sandbox,scripts,studio,tests,bench}/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
