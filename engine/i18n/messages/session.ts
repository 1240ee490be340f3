import en from 'virtual:messages/en/session';
import type source from '../../../messages/en/session.json';
import { defineMessages } from '../translator.ts';

export type SessionMessageKey = keyof typeof source;

/** messages/<language>/session.json, compiled at build time; English here, other languages loaded by loadLanguage. */
export const sessionMessages = defineMessages<SessionMessageKey>('session', en);
