import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; fonts and images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/;
/**
 * A compressed copy is kept only where it saves more than the `Content-Encoding` header it adds: a
 * small chunk (a part's strings, a few hundred bytes) is still sent compressed.
 */
const HEADER_BYTES = 24;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every built text asset, at the highest
 * levels: the server sends them as they are, so no request pays for compression.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'croupier-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.parentPath.includes('.vite'))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          const worthIt = (copy: Buffer) => copy.length + HEADER_BYTES < body.length;
          await Promise.all([worthIt(br) && writeFile(`${file}.br`, br), worthIt(gz) && writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
