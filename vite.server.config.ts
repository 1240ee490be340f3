import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messages } from './scripts/messages-plugin.ts';

/**
 * The server, built once for production: `node dist/server/index.js` runs it without tsx, vite or
 * the TypeScript compiler. Packages stay in node_modules (imported at run time); our own TypeScript
 * and TSX (server, engine, components, schemas) are bundled. A `*.css.ts` becomes its class names
 * here (the same as the client build's); its CSS is the client build's stylesheet.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), messages()],
  build: {
    ssr: 'server/index.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'index.js' } },
  },
  ssr: { target: 'node' },
});
