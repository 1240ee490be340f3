import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listening } from '../../tests/support/listen.ts';
import { createLogger } from '../logging/logger.ts';
import { answerErrors } from './answer-errors.ts';
import { jsonBody, jsonDepthOf, MAX_JSON_BODY_DEPTH } from './json-body.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('a JSON body', () => {
  it.each([
    ['a number', 7, 0],
    ['an empty object', {}, 1],
    ['credentials', { credentials: { username: 'demo', password: 'x' } }, 2],
    ['arrays in objects', { a: [{ b: [1] }] }, 4],
    ['thousands of arrays, counted only past the limit', JSON.parse(nested(5000)), MAX_JSON_BODY_DEPTH + 1],
  ])('nests as deep as it says: %s', (_, value, depth) => expect(jsonDepthOf(value)).toBe(depth));

  describe('taken by a route', () => {
    let site: Listening;
    beforeAll(async () => {
      const app = express();
      app.post(
        '/login',
        ...jsonBody({ limit: '16kb' }),
        (req, res) => void res.json({ passedOn: JSON.stringify(req.body).length }),
      );
      app.use(answerErrors(createLogger('silent')));
      site = await listen(app);
    });
    afterAll(() => site.close());

    const post = (body: string) =>
      fetch(`${site.url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
        async (answer) => [answer.status, await answer.json()] as const,
      );

    it('is passed on as deep as the limit', async () => {
      expect(await post(nested(MAX_JSON_BODY_DEPTH))).toEqual([200, { passedOn: 2 * MAX_JSON_BODY_DEPTH }]);
    });

    it('is refused with 400 and the rule past it, however deep (no stack overflow, no 5xx)', async () => {
      for (const depth of [MAX_JSON_BODY_DEPTH + 1, 5000])
        expect(await post(nested(depth))).toEqual([
          400,
          { code: 400, message: `The request body nests more than ${MAX_JSON_BODY_DEPTH} deep` },
        ]);
    });
  });
});
