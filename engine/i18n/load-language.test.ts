import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The languages loaded so far are the module's own, for the life of the page: each test imports a
 * fresh copy, so what another test file loaded (server-side files share one module graph) is not
 * already there.
 */
const freshI18n = async () => {
  vi.resetModules();
  return { ...(await import('./index.ts')), ...(await import('./messages/index.ts')) };
};

describe("a language's strings", () => {
  let i18n: Awaited<ReturnType<typeof freshI18n>>;
  beforeEach(async () => {
    i18n = await freshI18n();
  });
  // The files after this one in the shared module graph start from fresh copies too, never from one
  // of these (a copy whose language is still loading into a translator no other file reads).
  afterAll(() => void vi.resetModules());

  it('are in English until the language is loaded, then in it', async () => {
    const { lobbyMessages, loadLanguage, translate } = i18n;
    expect(translate(lobbyMessages, 'zh', 'nav.myGames')).toBe('My Games');
    await loadLanguage('zh');
    expect(translate(lobbyMessages, 'zh', 'nav.myGames')).toBe('我的游戏');
    expect(translate(lobbyMessages, 'en', 'nav.myGames')).toBe('My Games');
  });

  it('count in the language: plurals, and numbers in the locale', async () => {
    const { lobbyMessages, loadLanguage, translate } = i18n;
    await loadLanguage('zh');
    expect(translate(lobbyMessages, 'en-GB', 'grid.count', { count: 1 })).toBe('1 game');
    expect(translate(lobbyMessages, 'en-GB', 'grid.count', { count: 1234 })).toBe('1,234 games');
    expect(translate(lobbyMessages, 'zh', 'grid.count', { count: 1 })).toBe('1 款游戏');
  });

  it('come in every language built, English first, the pseudo-locale last', () => {
    expect(i18n.builtLanguages[0]).toBe('en');
    expect(i18n.builtLanguages).toContain('zh');
    expect(i18n.builtLanguages.at(-1)).toBe('en-XA');
  });

  it('load once, however many ask', () => {
    expect(i18n.loadLanguage('zh')).toBe(i18n.loadLanguage('zh'));
  });
});
