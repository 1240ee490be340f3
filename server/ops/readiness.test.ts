import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createReadiness } from './readiness.ts';
import { brandsLoaded, buildPresent, notStopping } from './readiness-checks.ts';

const never = () => new Promise<never>(() => undefined);

describe('readiness', () => {
  it('is ready when every check answers true', async () => {
    const readiness = createReadiness({ checks: { one: async () => true, two: async () => true } });
    expect(await readiness.run()).toEqual({ ready: true, checks: { one: 'ok', two: 'ok' } });
  });

  it.each([
    { name: 'says what is wrong', check: async () => 'unreachable: ECONNREFUSED', reported: 'unreachable: ECONNREFUSED' },
    {
      name: 'throws',
      check: async () => {
        throw new Error('boom');
      },
      reported: 'failed: boom',
    },
    { name: 'hangs past the timeout', check: never, reported: 'no answer within 50 ms' },
  ])('is not ready when a check $name, and names it', async ({ check, reported }) => {
    const readiness = createReadiness({ checks: { fine: async () => true, broken: check }, timeoutMs: 50 });
    expect(await readiness.run()).toEqual({ ready: false, checks: { fine: 'ok', broken: reported } });
  });

  it('takes checks added later, but not twice under one name', async () => {
    const readiness = createReadiness();
    readiness.add('redis', async () => 'unreachable: timeout');
    expect(() => readiness.add('redis', async () => true)).toThrow('"redis"');
    expect(await readiness.run()).toEqual({ ready: false, checks: { redis: 'unreachable: timeout' } });
  });
});

describe('the app’s own checks', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('brands: at least one loaded', async () => {
    expect(await brandsLoaded(() => 3)()).toBe(true);
    expect(await brandsLoaded(() => 0)()).toBe('no brand loaded');
  });

  it('build: the client manifest is there', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'croupier-build-'));
    const check = buildPresent(dir);
    expect(await check()).toBe(`missing ${path.join(dir, '.vite/manifest.json')}`);
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, '.vite/manifest.json'), '{}');
    expect(await check()).toBe(true);
  });

  it('build: a folder under the working folder is named from there', async () => {
    expect(await buildPresent(path.join(process.cwd(), 'no-such-build'))()).toBe('missing no-such-build/.vite/manifest.json');
  });

  it('shutdown: stopping once told to', async () => {
    let accepting = true;
    const check = notStopping(() => accepting);
    expect(await check()).toBe(true);
    accepting = false;
    expect(await check()).toBe('stopping');
  });
});
