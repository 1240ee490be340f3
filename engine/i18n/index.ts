export {
  addTranslation,
  defineMessages,
  languageOfLocale,
  translate,
  interpolate,
  formatMoney,
  formatSignedMoney,
  formatDate,
  formatTime,
  formatDateTime,
  parseBlogDate,
  type Language,
  type Messages,
} from './translator.ts';
export { loadLanguage } from './load-language.ts';
export { contentMessages, type ContentMessageKey } from './messages/content.ts';
export { gameMessages, type GameMessageKey } from './messages/game.ts';
export { lobbyMessages, type LobbyMessageKey } from './messages/lobby.ts';
export { protectionMessages, type ProtectionMessageKey } from './messages/protection.ts';
export { sessionMessages, type SessionMessageKey } from './messages/session.ts';
