import en from 'virtual:messages/en/cookies';
import type source from '../../../messages/en/cookies.json';
import { defineMessages } from '../translator.ts';

export type CookiesMessageKey = keyof typeof source;

/** messages/<language>/cookies.json, compiled at build time; English here, other languages loaded by loadLanguage. */
export const cookiesMessages = defineMessages<CookiesMessageKey>('cookies', en);
