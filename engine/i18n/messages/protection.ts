import en from 'virtual:messages/en/protection';
import type source from '../../../messages/en/protection.json';
import { defineMessages } from '../translator.ts';

export type ProtectionMessageKey = keyof typeof source;

/** messages/<language>/protection.json, compiled at build time; English here, other languages loaded by loadLanguage. */
export const protectionMessages = defineMessages<ProtectionMessageKey>('protection', en);
