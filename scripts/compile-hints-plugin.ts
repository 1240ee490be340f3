import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136 and later); to any other engine, a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry chunks and every chunk they import statically: the code every page runs as it loads. */
export function initialChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const initial = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (initial.has(chunk.fileName)) return;
    initial.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) visit(imported);
    }
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return [...initial.values()];
}

/** A chunk with a first line put before its code, and its source map moved down that one line. */
export function prependLine(chunk: OutputChunk, line: string, bundle: OutputBundle) {
  chunk.code = `${line}\n${chunk.code}`;
  const map = chunk.sourcemapFileName ? bundle[chunk.sourcemapFileName] : undefined;
  if (map?.type !== 'asset') return;
  const json = JSON.parse(String(map.source)) as { mappings: string };
  (map as OutputAsset).source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
}

/**
 * Puts V8's compile hint at the top of the code every page runs as it loads. Those functions then
 * compile on a background thread while the file downloads, instead of one by one on the main thread
 * the first time each is called (module evaluation and hydration were long tasks mostly of that).
 */
export function compileHints(): Plugin {
  return {
    name: 'croupier-compile-hints',
    apply: 'build',
    // The hint changes the files: it is part of their content hash.
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      // After Vite's own additions to the top of a chunk: the hint counts only as the file's first line.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of initialChunks(bundle)) prependLine(chunk, COMPILE_HINT, bundle);
      },
    },
  };
}
