import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, initialChunks, prependLine } from './compile-hints-plugin.ts';

const chunk = (fileName: string, fields: Partial<OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    code: `/* ${fileName} */`,
    imports: [],
    isEntry: false,
    sourcemapFileName: null,
    ...fields,
  }) as OutputChunk;
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as OutputAsset;

/** A client build: the entry and the chunk it imports, a lazy component, and a worker entry of its own. */
function clientBundle(): OutputBundle {
  const outputs = [
    chunk('client-entry.js', { isEntry: true, imports: ['app.js'] }),
    chunk('app.js', { imports: ['runtime.js'], sourcemapFileName: 'app.js.map' }),
    chunk('runtime.js'),
    chunk('GameWindow.js', { imports: ['app.js'] }),
    chunk('warm-up.worker.js', { isEntry: true }),
    asset('app.js.map', JSON.stringify({ version: 3, mappings: 'AAAA;AACA' })),
  ];
  return Object.fromEntries(outputs.map((output) => [output.fileName, output])) as OutputBundle;
}

describe('compile hints', () => {
  it('go to the code every page runs as it loads: entries and what they import, not lazy chunks', () => {
    const names = initialChunks(clientBundle()).map((initial) => initial.fileName);
    expect(names.sort()).toEqual(['app.js', 'client-entry.js', 'runtime.js', 'warm-up.worker.js']);
  });

  it("stand on a chunk's first line, its source map moved down one line to match", () => {
    const bundle = clientBundle();
    const app = bundle['app.js'] as OutputChunk;
    prependLine(app, COMPILE_HINT, bundle);
    expect(app.code.split('\n')).toEqual(['//# allFunctionsCalledOnLoad', '/* app.js */']);
    expect(JSON.parse(String((bundle['app.js.map'] as OutputAsset).source))).toEqual({ version: 3, mappings: ';AAAA;AACA' });
  });

  it('leave a chunk without a source map with just the line', () => {
    const bundle = clientBundle();
    const runtime = bundle['runtime.js'] as OutputChunk;
    prependLine(runtime, COMPILE_HINT, bundle);
    expect(runtime.code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });
});
