export type { BrandPromotionVoice, PromotionTemplate, SandboxPromotionTerms } from '../../schemas/index.ts';
