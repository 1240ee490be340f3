import en from 'virtual:messages/en/errors';
import type source from '../../../messages/en/errors.json';
import { defineMessages } from '../translator.ts';

export type ErrorsMessageKey = keyof typeof source;

/** messages/<language>/errors.json, compiled at build time; English here, other languages loaded by loadLanguage. */
export const errorsMessages = defineMessages<ErrorsMessageKey>('errors', en);
