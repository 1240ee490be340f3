import en from 'virtual:messages/en/promotions';
import type source from '../../../messages/en/promotions.json';
import { defineMessages } from '../translator.ts';

export type PromotionsMessageKey = keyof typeof source;

/** messages/<language>/promotions.json, compiled at build time; English here, other languages loaded by loadLanguage. */
export const promotionsMessages = defineMessages<PromotionsMessageKey>('promotions', en);
