export {
  defineMessages,
  translate,
  interpolate,
  formatMoney,
  formatDate,
  formatTime,
  parseBlogDate,
  type Language,
  type Messages,
} from './translator.ts';
export { contentMessages, type ContentMessageKey } from './messages/content.ts';
export { gameMessages } from './messages/game.ts';
export { lobbyMessages, type LobbyMessageKey } from './messages/lobby.ts';
export { sessionMessages, type SessionMessageKey } from './messages/session.ts';
