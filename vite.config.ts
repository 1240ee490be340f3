import { defineConfig } from 'vite';

/**
 * Builds the engine's pure core (manifests, markets, composition, component catalog) for the
 * browser: the same code the server runs must bundle without Node built-ins.
 */
export default defineConfig({
  build: {
    outDir: 'dist/engine',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: {
        manifest: 'engine/manifest/index.ts',
        market: 'engine/market/index.ts',
        compose: 'engine/compose/index.ts',
        catalog: 'components/index.ts',
      },
      formats: ['es'],
    },
  },
});
