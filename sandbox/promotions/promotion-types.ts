/** The kinds of offer a promotion card can show. */
export type PromotionCategory = 'welcome' | 'reload' | 'freeSpins' | 'cashback' | 'tournament';

/** A promotion as the platform returns it (SPEC §3 Promotion). */
export interface Promotion {
  /** The platform's id; null for an informational card that cannot be opted in to. */
  promotionId: number | null;
  /** The promotions service that owns the offer; needed to fetch its terms. */
  serviceId: number;
  title: string;
  description: string;
  /** A self-contained image (SVG data URI); the sandbox never points at the network. */
  imageUrl?: string;
  /** One or two sentences of significant terms shown on the card. */
  termsSummary: string;
  startsAt: string;
  endsAt: string;
  isUserOptedIn: boolean;
  /** True when the card is editorial content published from the content service. */
  fromContentService: boolean;
  optInRequired: boolean;
  category: PromotionCategory;
}

/** A brand the promotions service serves. */
export interface PromotionsBrand {
  name: string;
  displayName: string;
  casinoIds: number[];
}

/** Pushes a broker message to one player. */
export type PublishToPlayer = (input: { userId: number; topic: string; content: unknown }) => void;

/** A toast message's content (SPEC §3 Toast). */
export interface ToastContent {
  id: string;
  description: string;
  type: 'success' | 'info' | 'error' | 'warning';
}

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
