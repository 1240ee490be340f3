import en from 'virtual:messages/en/game';
import type source from '../../../messages/en/game.json';
import { defineMessages } from '../translator.ts';

export type GameMessageKey = keyof typeof source;

/** messages/<language>/game.json, compiled at build time; English here, other languages loaded by loadLanguage. */
export const gameMessages = defineMessages<GameMessageKey>('game', en);
