import en from 'virtual:messages/en/account';
import type source from '../../../messages/en/account.json';
import { defineMessages } from '../translator.ts';

export type AccountMessageKey = keyof typeof source;

/** messages/<language>/account.json, compiled at build time; English here, other languages loaded by loadLanguage. */
export const accountMessages = defineMessages<AccountMessageKey>('account', en);
