/** The player-facing strings, compiled from messages/ at build time (through Vite: the site, its server, the tests). */
export { loadLanguage } from './load-language.ts';
export { languages as builtLanguages } from 'virtual:message-languages';
export { accountMessages, type AccountMessageKey } from './account.ts';
export { contentMessages, type ContentMessageKey } from './content.ts';
export { cookiesMessages, type CookiesMessageKey } from './cookies.ts';
export { errorsMessages, type ErrorsMessageKey } from './errors.ts';
export { gameMessages, type GameMessageKey } from './game.ts';
export { lobbyMessages, type LobbyMessageKey } from './lobby.ts';
export { promotionsMessages, type PromotionsMessageKey } from './promotions.ts';
export { protectionMessages, type ProtectionMessageKey } from './protection.ts';
export { sessionMessages, type SessionMessageKey } from './session.ts';
