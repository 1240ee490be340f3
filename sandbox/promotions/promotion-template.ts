export type { BrandPromotionVoice, PromotionTemplate, PromotionTerms } from '../../schemas/index.ts';
