import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/compile-hints-plugin.ts';
import { messages } from './scripts/messages-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';

/**
 * The browser bundle: the entry that hydrates the server-rendered page, and the worker that loads
 * Intl's locale data off the main thread meanwhile. The server reads the manifest. The styles
 * (`*.css.ts`, vanilla-extract) compile into one static stylesheet every page links: code-split
 * components' rules are in it too, so a server-rendered page is styled before any script runs.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), messages(), compileHints(), precompress()],
  base: '/static/',
  // Workers the code starts itself (`new Worker(new URL(…))`, the catalogue's) are modules too.
  worker: { format: 'es' },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Terser over Vite's default (Oxc): two compress passes take 1.2 KB more out of the first load's
    // brotli (app.js 126.4 to 125.2 KB) for about 2.5 s of build time, and every page pays in bytes.
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 2 } },
    sourcemap: true,
    cssCodeSplit: false,
    rolldownOptions: {
      // Terser and vanilla-extract are JavaScript plugins and take most of the build: known, not news.
      checks: { bundlerTimings: false },
      // Country codes (i18n-iso-countries, with diacritics) serve the server's market resolution and the
      // studio; a page reaches them only through an index it imports for something else. CommonJS,
      // they would be kept whole for side effects they do not have: 14 KB of a phone's first load.
      treeshake: {
        moduleSideEffects: [{ test: /node_modules\/(i18n-iso-countries|diacritics)\//, sideEffects: false }],
      },
      input: ['engine/render/client-entry.tsx', 'engine/render/warm-up-intl.worker.ts'],
      // Everything the first page needs in one chunk beside the entry, not a dozen small ones: each
      // request costs a round trip on a phone's network. Lazy components keep their own chunks.
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/(client-entry\.tsx|\.worker\.ts)$/.test(id) }],
        },
      },
    },
  },
});
