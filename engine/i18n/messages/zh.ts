import { addTranslation } from '../translator.ts';
import { contentMessages } from './content.ts';
import { contentZh } from './content.zh.ts';
import { gameMessages } from './game.ts';
import { gameZh } from './game.zh.ts';
import { lobbyMessages } from './lobby.ts';
import { lobbyZh } from './lobby.zh.ts';
import { protectionMessages } from './protection.ts';
import { protectionZh } from './protection.zh.ts';
import { sessionMessages } from './session.ts';
import { sessionZh } from './session.zh.ts';

/** Every area's strings in Chinese, added to the catalogues. */
export function addChinese(): void {
  addTranslation(contentMessages, 'zh', contentZh);
  addTranslation(gameMessages, 'zh', gameZh);
  addTranslation(lobbyMessages, 'zh', lobbyZh);
  addTranslation(protectionMessages, 'zh', protectionZh);
  addTranslation(sessionMessages, 'zh', sessionZh);
}
