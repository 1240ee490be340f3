/// <reference lib="webworker" />
import { catalogueSlices } from './catalogue-slices.ts';
import { parsedBody } from './parsed-body.ts';

/**
 * Reads the catalogue off the main thread: the request, the answer's decoding and parsing (near a
 * megabyte of JSON, a long task on a phone), then posts it back in slices (catalogue-slices.ts).
 * No answer at all is posted as `failed`, and the page treats it as fetch failing.
 */
declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async ({ data }: MessageEvent<{ url: string; init: RequestInit }>) => {
  let answer;
  try {
    const response = await fetch(data.url, data.init);
    answer = { status: response.status, ok: response.ok, body: parsedBody(await response.text()) };
  } catch (error) {
    self.postMessage({ kind: 'failed', message: String((error as Error)?.message ?? error) });
    return;
  }
  for (const slice of catalogueSlices(answer)) self.postMessage(slice);
};
