import { describe, expect, it } from 'vitest';
import { prettyLogLine } from './pretty-log-line.ts';

/** 09:05:07 on this machine's clock, whatever its time zone. */
const TIME = new Date(2026, 10, 27, 9, 5, 7).getTime();
const json = (entry: object) => JSON.stringify({ level: 30, time: TIME, ...entry });

describe('prettyLogLine', () => {
  it.each([
    {
      case: "a request: method, URL, status and time, without the request's ids",
      line: json({
        requestId: 'r-1',
        req: { method: 'GET', url: '/lobby' },
        route: 'page',
        status: 200,
        durationMs: 12.4,
        msg: 'request',
      }),
      pretty: '09:05:07 info  GET /lobby 200 12 ms',
    },
    {
      case: 'a proxied call that failed: its message and upstream kept',
      line: JSON.stringify({
        level: 40,
        time: TIME,
        requestId: 'r-2',
        req: { method: 'POST', url: '/api/accounts/login' },
        route: 'api',
        status: 502,
        durationMs: 30,
        upstream: 'accounts',
        msg: 'request failed',
      }),
      pretty: '09:05:07 warn  POST /api/accounts/login 502 30 ms (request failed) upstream=accounts',
    },
    {
      case: 'a message and its fields',
      line: json({ brand: 'hippodrome', paths: 3, failed: true, msg: 'CDN purge failed' }),
      pretty: '09:05:07 info  CDN purge failed brand=hippodrome paths=3 failed=true',
    },
    {
      case: 'text with spaces quoted, lists joined, objects as JSON',
      line: json({ rule: 'must be a string', brands: ['croupier', 'hippodrome'], platform: { games: 'http://x' }, msg: 'm' }),
      pretty: '09:05:07 info  m rule="must be a string" brands=croupier,hippodrome platform={"games":"http://x"}',
    },
    {
      case: 'a long list or object counted',
      line: json({
        brands: Array.from({ length: 9 }, (_, index) => `http://brand${index}.localhost:3000`),
        platform: { a: 'x'.repeat(80), b: 1 },
        msg: 'up',
      }),
      pretty: '09:05:07 info  up brands=[9 items] platform={2 fields}',
    },
    {
      case: "an error's stack under the line",
      line: json({
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at f (a.ts:1:1)' },
        font: 'x.woff2',
        msg: 'font file could not be made',
      }),
      pretty: '09:05:07 info  font file could not be made font=x.woff2\n  err:\n    Error: boom\n        at f (a.ts:1:1)',
    },
    {
      case: 'text of several lines (a stack) under the line, indented',
      line: JSON.stringify({ level: 50, time: TIME, error: 'Error: boom\n    at f (a.ts:1:1)', msg: 'request failed' }),
      pretty: '09:05:07 error request failed\n  error:\n    Error: boom\n        at f (a.ts:1:1)',
    },
    {
      case: 'no time: none shown; an unknown level: its number',
      line: JSON.stringify({ level: 35, msg: 'odd' }),
      pretty: '35    odd',
    },
  ])('$case', ({ line, pretty }) => expect(prettyLogLine(line)).toBe(pretty));

  it.each([
    ['text that is not JSON', 'building (dist/ is missing)'],
    ['JSON that is not a log line', '{"PLATFORM_URL":"http://localhost:3001"}'],
    ['a JSON list', '[1,2]'],
    ['an empty line', ''],
  ])('leaves %s as it was', (_case, line) => expect(prettyLogLine(line)).toBe(line));
});
