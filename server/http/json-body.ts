import express, { type RequestHandler } from 'express';
import { PublicError } from './answer-errors.ts';

/**
 * The deepest a JSON body the site takes may nest: far deeper than any call of the platform contract,
 * shallow enough for every JSON.stringify on its way on (a body thousands of arrays deep overflows
 * the stack there, and the proxy would answer 502).
 */
export const MAX_JSON_BODY_DEPTH = 32;

/** How deep a parsed JSON value nests, counted without recursion; stops counting past `atMost`. */
export function jsonDepthOf(value: unknown, atMost = MAX_JSON_BODY_DEPTH): number {
  let deepest = 0;
  const open: [unknown, number][] = [[value, 1]];
  while (open.length) {
    const [next, depth] = open.pop()!;
    if (next === null || typeof next !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > atMost) return deepest;
    for (const child of Object.values(next)) open.push([child, depth + 1]);
  }
  return deepest;
}

/** express.json with a size limit, and a 400 for a body nested deeper than MAX_JSON_BODY_DEPTH. */
export function jsonBody({ limit }: { limit: string }): RequestHandler[] {
  const depthChecked: RequestHandler = (req, _res, next) =>
    next(
      jsonDepthOf(req.body) > MAX_JSON_BODY_DEPTH
        ? new PublicError(400, `The request body nests more than ${MAX_JSON_BODY_DEPTH} deep`)
        : undefined,
    );
  return [express.json({ limit }), depthChecked];
}
