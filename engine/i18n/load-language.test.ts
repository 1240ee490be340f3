import { describe, expect, it } from 'vitest';
import { lobbyMessages, loadLanguage, translate } from './index.ts';

describe("a language's strings", () => {
  it('are in English until the language is loaded, then in it', async () => {
    expect(translate(lobbyMessages, 'zh', 'nav.myGames')).toBe('My Games');
    await loadLanguage('zh');
    expect(translate(lobbyMessages, 'zh', 'nav.myGames')).toBe('我的游戏');
    expect(translate(lobbyMessages, 'en', 'nav.myGames')).toBe('My Games');
  });

  it('load once, however many ask', () => {
    expect(loadLanguage('zh')).toBe(loadLanguage('zh'));
  });
});
