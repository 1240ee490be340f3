import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The languages loaded so far are the module's own, for the life of the page: each test imports a
 * fresh copy, so what another test file loaded (server-side files share one module graph) is not
 * already there.
 */
const freshI18n = async () => {
  vi.resetModules();
  return import('./index.ts');
};

describe("a language's strings", () => {
  let i18n: Awaited<ReturnType<typeof freshI18n>>;
  beforeEach(async () => {
    i18n = await freshI18n();
  });

  it('are in English until the language is loaded, then in it', async () => {
    const { lobbyMessages, loadLanguage, translate } = i18n;
    expect(translate(lobbyMessages, 'zh', 'nav.myGames')).toBe('My Games');
    await loadLanguage('zh');
    expect(translate(lobbyMessages, 'zh', 'nav.myGames')).toBe('我的游戏');
    expect(translate(lobbyMessages, 'en', 'nav.myGames')).toBe('My Games');
  });

  it('load once, however many ask', () => {
    expect(i18n.loadLanguage('zh')).toBe(i18n.loadLanguage('zh'));
  });
});
