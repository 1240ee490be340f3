import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What the core subset of one font file is made with (subset-font's options, as this project uses them). */
export interface SubsetRequest {
  font: Buffer;
  text: string;
  keepFeatures: string[];
  variationAxes?: Record<string, { min: number; max: number }>;
}

/**
 * The worker: subset-font (HarfBuzz's subsetter in WebAssembly) runs synchronously for up to a second
 * on a large variable font, so it runs here, off the thread that answers requests. Plain JavaScript,
 * as the built server runs it; the module's path comes from the parent's resolution.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const subsetFont = require(workerData.subsetFontPath);
parentPort.on('message', ({ id, font, text, keepFeatures, variationAxes }) => {
  subsetFont(Buffer.from(font), text, { targetFormat: 'woff2', noHinting: true, keepFeatures, variationAxes }).then(
    (subset) => parentPort.postMessage({ id, subset }),
    (error) => parentPort.postMessage({ id, error: String(error && error.message || error) }),
  );
});
`;

/** Subsets font files on one worker thread, started on first use; it never keeps the process alive. */
export function createFontSubsetter() {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (subset: Buffer) => void; reject: (error: Error) => void }>();

  function started(): Worker {
    if (worker) return worker;
    const subsetFontPath = createRequire(import.meta.url).resolve('subset-font');
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { subsetFontPath } });
    started.unref();
    started.on('message', ({ id, subset, error }: { id: number; subset?: Uint8Array; error?: string }) => {
      const waiter = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined || !subset) waiter?.reject(new Error(`font subsetting failed: ${error}`));
      else waiter?.resolve(Buffer.from(subset.buffer, subset.byteOffset, subset.byteLength));
    });
    const failAll = (error: Error) => {
      for (const waiter of waiting.values()) waiter.reject(error);
      waiting.clear();
      worker = undefined;
    };
    started.on('error', failAll);
    started.on('exit', (code) => failAll(new Error(`font subsetting worker exited (${code})`)));
    worker = started;
    return started;
  }

  return {
    subset(request: SubsetRequest): Promise<Buffer> {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        started().postMessage({ id, ...request });
      });
    },
    async close() {
      await worker?.terminate();
    },
  };
}
