import type { PlatformPromotion } from '../../schemas/index.ts';

export type { PromotionCategory, ToastContent } from '../../schemas/index.ts';

/** A promotion as the sandbox lists it: the contract's, always with its terms summary, dates, opt-in flag and category. */
export type Promotion = PlatformPromotion &
  Required<Pick<PlatformPromotion, 'termsSummary' | 'startsAt' | 'endsAt' | 'optInRequired' | 'category'>>;

/** A brand the promotions service serves. */
export interface PromotionsBrand {
  name: string;
  displayName: string;
  casinoIds: number[];
}

/** Pushes a broker message to one player. */
export type PublishToPlayer = (input: { userId: number; topic: string; content: unknown }) => void;

/** Error codes of this service, beside the platform's session codes of SPEC §8. */
export const PROMOTIONS_ERROR = {
  badRequest: 30000,
  unknownBrand: 30001,
  unknownPromotion: 30002,
  serviceMismatch: 30003,
  accountMismatch: 30004,
  unknownQuest: 30010,
  questNotCompleted: 30011,
  rewardAlreadyClaimed: 30012,
} as const;
