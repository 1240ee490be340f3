import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin.ts';

/** The browser bundle: one entry that hydrates the server-rendered page; the server reads the manifest. */
export default defineConfig({
  plugins: [react(), precompress()],
  base: '/static/',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      input: 'engine/render/client-entry.tsx',
      // Everything the first page needs in one chunk beside the entry, not a dozen small ones: each
      // request costs a round trip on a phone's network. Lazy components keep their own chunks.
      output: {
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id) => !id.endsWith('client-entry.tsx') }] },
      },
    },
  },
});
