// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTagProfiler, firstPartyBlackBox, PROFILE_READY_EVENT, PROFILED_PAGE } from './index.ts';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

const profiler = (warn = vi.fn()) => ({
  warn,
  profiler: createTagProfiler({ url: 'https://profiling.example/fp', orgId: 'croupier' }, { brand: 'hippodrome', warn }),
});
const lastTag = () => new URL(document.head.querySelector('script')!.src);

describe('the device-profiling provider', () => {
  it.each(Object.entries(PROFILED_PAGE))('loads its tag for the %s page (page id %i) and names the session', (_name, pageId) => {
    const sessionId = profiler().profiler.profile(pageId);
    const tag = lastTag();
    expect(tag.origin + tag.pathname).toBe('https://profiling.example/fp/tag.js');
    expect(Object.fromEntries(tag.searchParams)).toEqual({
      org_id: 'croupier',
      session_id: sessionId,
      brand: 'hippodrome',
      page_id: String(pageId),
    });
  });

  it("gives a login the provider's black box when its tag answers", async () => {
    const { profiler: tags } = profiler();
    const blackBox = tags.thirdPartyBlackBox(2_000);
    const sessionId = lastTag().searchParams.get('session_id');
    window.dispatchEvent(new CustomEvent(PROFILE_READY_EVENT, { detail: { sessionId: 'another', blackBox: 'not ours' } }));
    window.dispatchEvent(new CustomEvent(PROFILE_READY_EVENT, { detail: { sessionId, blackBox: 'bb-123' } }));
    expect(await blackBox).toBe('bb-123');
  });

  it('gives up after the wait and warns once, however many logins wait in vain', async () => {
    vi.useFakeTimers();
    const { profiler: tags, warn } = profiler();
    const first = tags.thirdPartyBlackBox(2_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await first).toBe('');
    const second = tags.thirdPartyBlackBox(2_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await second).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('gives up at once when its tag cannot load', async () => {
    const { profiler: tags } = profiler();
    const blackBox = tags.thirdPartyBlackBox(2_000);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(await blackBox).toBe('');
  });
});

describe('our own black box', () => {
  it('encodes the device traits, and nothing else, as base64url JSON', () => {
    const traits = {
      screen: '412x915x24',
      pixelRatio: 2.625,
      language: 'en-GB',
      timeZone: 'Europe/London',
      platform: 'Linux armv8l',
      cores: 8,
      touch: true,
      cookies: true,
    };
    const box = firstPartyBlackBox(traits);
    expect(box).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(box, 'base64url').toString('utf8'))).toEqual({ v: 1, ...traits });
  });
});
