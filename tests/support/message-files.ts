import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addLanguage, defineMessages, SOURCE_LANGUAGE } from '../../engine/i18n/index.ts';
import { evaluateCatalogue } from '../../engine/i18n/icu/index.ts';
import type {
  AccountMessageKey,
  ContentMessageKey,
  CookiesMessageKey,
  ErrorsMessageKey,
  GameMessageKey,
  LobbyMessageKey,
  PromotionsMessageKey,
  ProtectionMessageKey,
  SessionMessageKey,
} from '../../engine/i18n/messages/index.ts';

/**
 * The site's strings read from messages/ and compiled in this process, for code that runs without
 * the build (the browser tests): the same catalogues the pages have, every language added.
 */
const MESSAGES_DIR = path.resolve(import.meta.dirname, '../../messages');
const areaOf = (language: string, area: string) =>
  evaluateCatalogue(
    JSON.parse(readFileSync(path.join(MESSAGES_DIR, language, `${area}.json`), 'utf8')) as Record<string, string>,
  );

for (const language of readdirSync(MESSAGES_DIR).filter((name) => name !== SOURCE_LANGUAGE)) {
  const areas = readdirSync(path.join(MESSAGES_DIR, language)).map((file) => path.basename(file, '.json'));
  addLanguage(language, Object.fromEntries(areas.map((area) => [area, areaOf(language, area)])));
}

export const accountMessages = defineMessages<AccountMessageKey>('account', areaOf(SOURCE_LANGUAGE, 'account'));
export const errorsMessages = defineMessages<ErrorsMessageKey>('errors', areaOf(SOURCE_LANGUAGE, 'errors'));
export const promotionsMessages = defineMessages<PromotionsMessageKey>('promotions', areaOf(SOURCE_LANGUAGE, 'promotions'));
export const cookiesMessages = defineMessages<CookiesMessageKey>('cookies', areaOf(SOURCE_LANGUAGE, 'cookies'));
export const contentMessages = defineMessages<ContentMessageKey>('content', areaOf(SOURCE_LANGUAGE, 'content'));
export const gameMessages = defineMessages<GameMessageKey>('game', areaOf(SOURCE_LANGUAGE, 'game'));
export const lobbyMessages = defineMessages<LobbyMessageKey>('lobby', areaOf(SOURCE_LANGUAGE, 'lobby'));
export const protectionMessages = defineMessages<ProtectionMessageKey>('protection', areaOf(SOURCE_LANGUAGE, 'protection'));
export const sessionMessages = defineMessages<SessionMessageKey>('session', areaOf(SOURCE_LANGUAGE, 'session'));
