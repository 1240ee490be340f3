import { readSandboxDataFolder } from '../data/index.ts';
import { platformTermsOf } from './platform-terms.ts';
import { bannerPath } from './promotion-image.ts';
import type { BrandPromotionVoice, PromotionTemplate } from './promotion-template.ts';
import type { Promotion, PromotionCategory, PromotionsBrand } from './promotion-types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each brand's promotions by brand name (sandbox/data/promotions/<brand>.json). */
const VOICES = readSandboxDataFolder<BrandPromotionVoice>('promotions', 'BrandPromotionVoice');
/** The copy a brand without its own borrows: the house brand's. */
const HOUSE_VOICE = 'croupier';

/** The platform service that runs each kind of offer; terms are fetched from it by id. */
const SERVICE_ID: Record<PromotionCategory | 'content', number> = {
  welcome: 101,
  reload: 101,
  freeSpins: 102,
  cashback: 103,
  tournament: 104,
  content: 105,
};

/** One promotion of one brand in one market group (row or regulated), with its copy filled in. */
export interface CataloguedPromotion {
  brand: PromotionsBrand;
  isRow: boolean;
  promotionId: number | null;
  serviceId: number;
  template: PromotionTemplate;
  currencySymbol: string;
  /** Replaces `{c}` and `{brand}` in the brand's copy. */
  fill(text: string): string;
  /** The banner's path under the promotions service (`/banners/…jpg`). */
  bannerPath: string;
  imageUrl: string;
}

const startOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

export const promotionStartsAt = (entry: CataloguedPromotion, now: number) =>
  new Date(startOfDay(now) - entry.template.startedDaysAgo * DAY_MS).toISOString();

export const promotionEndsAt = (entry: CataloguedPromotion, now: number) =>
  new Date(startOfDay(now) + (entry.template.endsInDays + 1) * DAY_MS - 1000).toISOString();

/** The promotion as the platform returns it, dated relative to the sandbox clock. */
export function toPromotion(entry: CataloguedPromotion, now: number, isUserOptedIn: boolean): Promotion {
  const { template } = entry;
  return {
    promotionId: entry.promotionId,
    serviceId: entry.serviceId,
    title: entry.fill(template.title),
    description: entry.fill(template.description),
    imageUrl: entry.imageUrl,
    termsSummary: entry.fill(template.termsSummary),
    terms: platformTermsOf(template.terms, entry.fill),
    startsAt: promotionStartsAt(entry, now),
    endsAt: promotionEndsAt(entry, now),
    isUserOptedIn: entry.promotionId != null && isUserOptedIn,
    fromContentService: template.fromContentService === true,
    optInRequired: template.optInRequired,
    category: template.category,
  };
}

function catalogueBrand(brand: PromotionsBrand, brandIndex: number, isRow: boolean, origin: string): CataloguedPromotion[] {
  const voice = VOICES.get(brand.name) ?? VOICES.get(HOUSE_VOICE)!;
  const currencySymbol = isRow ? voice.currencySymbol.row : voice.currencySymbol.regulated;
  const fill = (text: string) => text.replaceAll('{c}', currencySymbol).replaceAll('{brand}', brand.displayName);
  return voice.templates.flatMap((template, index) => {
    if (template.markets !== 'both' && template.markets !== (isRow ? 'row' : 'regulated')) return [];
    return [
      {
        brand,
        isRow,
        // Row and regulated markets run separate platform promotions, so each has its own id.
        promotionId: template.withoutId ? null : (brandIndex + 1) * 1000 + (isRow ? 500 : 0) + index + 1,
        serviceId: SERVICE_ID[template.fromContentService ? 'content' : template.category],
        template,
        currencySymbol,
        fill,
        bannerPath: bannerPath(brand.name, isRow, index),
        imageUrl: `${origin}${bannerPath(brand.name, isRow, index)}`,
      },
    ];
  });
}

export type PromotionCatalogue = ReturnType<typeof createPromotionCatalogue>;

/**
 * Every brand's promotions for row and regulated markets; deterministic, built once. Banners are
 * addressed under `bannerOrigin`, the promotions service's public URL.
 */
export function createPromotionCatalogue(brands: readonly PromotionsBrand[], { bannerOrigin }: { bannerOrigin: string }) {
  const lists = new Map<string, CataloguedPromotion[]>();
  const byId = new Map<number, CataloguedPromotion>();
  const byBanner = new Map<string, CataloguedPromotion>();
  brands.forEach((brand, index) => {
    for (const isRow of [false, true]) {
      const list = catalogueBrand(brand, index, isRow, bannerOrigin);
      lists.set(`${brand.name}:${isRow}`, list);
      for (const entry of list) {
        if (entry.promotionId != null) byId.set(entry.promotionId, entry);
        byBanner.set(entry.bannerPath, entry);
      }
    }
  });
  return {
    brand: (name: string) => brands.find((brand) => brand.name === name),
    brandOfCasino: (casinoId: number) => brands.find((brand) => brand.casinoIds.includes(casinoId)),
    list: (brandName: string, isRow: boolean) => lists.get(`${brandName}:${isRow}`) ?? [],
    find: (promotionId: number) => byId.get(promotionId),
    /** The promotion whose banner is at this path (`/banners/…jpg`). */
    findBanner: (path: string) => byBanner.get(path),
    /**
     * The promotions a player starts opted in to: one per brand and market group, picked by user id,
     * so the badge count of SPEC §4 has something to leave out.
     */
    seededOptIns(userId: number): number[] {
      return [...lists.values()].flatMap((list) => {
        const eligible = list.filter(
          (entry) => entry.promotionId != null && entry.template.optInRequired && !entry.template.fromContentService,
        );
        const picked = eligible[userId % Math.max(eligible.length, 1)];
        return picked?.promotionId != null ? [picked.promotionId] : [];
      });
    },
  };
}
