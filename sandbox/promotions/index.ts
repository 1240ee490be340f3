export { createPromotionsService, type PromotionsService, type PromotionsServiceOptions } from './create-promotions-service.ts';
export { loginStreakDays, longestStreakDays } from './login-streak.ts';
export { loginStreakToastText, MIN_ANNOUNCED_STREAK_DAYS } from './login-streak-announcer.ts';
export {
  PROMOTIONS_ERROR,
  type Promotion,
  type PromotionCategory,
  type PromotionsBrand,
  type PublishToPlayer,
  type ToastContent,
} from './promotion-types.ts';
export type { Campaign, FreeSpins, QuestReward, QuestStep, Reward } from './quest-types.ts';
