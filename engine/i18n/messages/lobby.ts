import en from 'virtual:messages/en/lobby';
import type source from '../../../messages/en/lobby.json';
import { defineMessages } from '../translator.ts';

export type LobbyMessageKey = keyof typeof source;

/** messages/<language>/lobby.json, compiled at build time; English here, other languages loaded by loadLanguage. */
export const lobbyMessages = defineMessages<LobbyMessageKey>('lobby', en);
