import en from 'virtual:messages/en/content';
import type source from '../../../messages/en/content.json';
import { defineMessages } from '../translator.ts';

export type ContentMessageKey = keyof typeof source;

/** messages/<language>/content.json, compiled at build time; English here, other languages loaded by loadLanguage. */
export const contentMessages = defineMessages<ContentMessageKey>('content', en);
