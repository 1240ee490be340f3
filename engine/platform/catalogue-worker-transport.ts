import { CatalogueAssembly, type CatalogueSlice } from './catalogue-slices.ts';
import { fetchTransport, type Transport } from './http-client.ts';

type WorkerMessage = CatalogueSlice | { kind: 'failed'; message: string };

/**
 * The catalogue read in a worker (catalogue.worker.ts) and taken in here a slice per task, so its
 * near-megabyte answer never holds the main thread. Where no worker can start (an old browser, a
 * policy), it is fetched on this thread as any other request.
 */
export const catalogueWorkerTransport: Transport = (url, { signal, ...init }) => {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./catalogue.worker.ts', import.meta.url), { type: 'module', name: 'catalogue' });
  } catch {
    return fetchTransport(fetch)(url, { ...init, signal });
  }
  return new Promise((resolve, reject) => {
    const assembly = new CatalogueAssembly();
    const done = () => {
      worker.terminate();
      signal?.removeEventListener('abort', aborted);
    };
    const aborted = () => {
      done();
      reject(signal?.reason ?? new DOMException('The request was aborted', 'AbortError'));
    };
    if (signal?.aborted) return aborted();
    signal?.addEventListener('abort', aborted);
    worker.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
      if (data.kind === 'failed') {
        done();
        return reject(new TypeError(data.message));
      }
      const answer = assembly.take(data);
      if (answer) {
        done();
        resolve(answer);
      }
    };
    // The worker's script could not load: the request is made here instead.
    worker.onerror = (event) => {
      event.preventDefault();
      done();
      resolve(fetchTransport(fetch)(url, { ...init, signal }));
    };
    worker.postMessage({ url: new URL(url, location.href).href, init: { method: init.method, headers: init.headers } });
  });
};
