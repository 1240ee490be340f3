/** Event kinds of SPEC §3. */
export type AnalyticsEventKind =
  | 'interaction'
  | 'page_load'
  | 'system_event'
  | 'system_counter'
  | 'system_message'
  | 'toggle'
  | 'logout_success'
  | 'game_launch'
  | 'game_end'
  | 'milestone'
  | 'cookie_item'
  | 'banking_launch'
  | 'promotion_enrolled'
  | 'registration_successful'
  /** A deposit limit, a break or a self-exclusion (RTS 12); never with an amount. */
  | 'safer_gambling';

export interface Ga4EventData {
  eventName: string;
  eventActivity?: string;
  eventArea?: string;
  eventDetail?: string;
  eventDetail2?: string;
  eventDetail3?: string;
  eventDetail4?: string;
  fieldName?: string;
  errorInfo?: string;
  eventCategory?: string;
  eventAction?: string;
  eventLabel?: string;
}

export interface CustomerData {
  userId?: number;
  bannerTag?: string;
  bannerTag2?: string;
  bannerTag3?: string;
  bannerTag4?: string;
  bannerTag5?: string;
  browserId?: string;
  casinoId?: number;
  ecid?: string | null;
  registrationCountry?: string;
  currency?: string;
  languageCode?: string;
}

export interface CustomerFlags {
  firstBetPlaced?: boolean;
  firstDepositComplete?: boolean;
  kycStatus?: string;
  accountStatus?: number;
  isLoggedIn: boolean;
}

export interface GameData {
  GameGroupId: number;
  IsFavourite?: boolean;
  SiteGameName?: string;
  gameExternalVendorId?: string;
  moduleId?: number;
  clientId?: number;
  sectionName?: string;
  launchedFrom?: string;
  gameIndex?: number;
  headingIndex?: number;
  launchURL?: string;
}

export interface PaymentData {
  status_1?: string;
  status_2?: string;
  amount?: number;
  billingAmount?: number;
  purchaseMethod?: string;
  purchaseMethodId?: number;
  paymentProcessorID?: number;
  paymentProcessorName?: string;
  transactionNumber?: string;
  clientReference?: string;
  apiReference?: string;
}

export interface CountryData {
  displayedCountry?: string;
  displayedCurrency?: string;
  displayedLanguage?: string;
  displayedStateProvince?: string;
  ipAddressLookupCountryCode?: string;
  IpAddressLookupSource?: string;
}

export interface SessionData {
  sessionProductId?: number;
  sessionId?: number;
  sessionGuid?: string;
  sessionStartTime?: string;
}

/** The event pushed to the page's data layer (SPEC §3 "Analytics event"). */
export interface AnalyticsEvent {
  event: string;
  eventType: AnalyticsEventKind;
  ga4eventData: Ga4EventData;
  customerData: CustomerData;
  customerFlag: CustomerFlags;
  pageData: { pageBrand: string };
  countryData: CountryData;
  game?: GameData;
  payment?: PaymentData;
  sessionData?: SessionData;
}

/** Event names are prefixed with the project's name (SPEC §9). */
export const EVENT_PREFIX = 'croupier';

export interface EventContext {
  brand: string;
  customer: CustomerData;
  flags: CustomerFlags;
  country: CountryData;
  session?: SessionData;
}

export interface EventInput {
  kind: AnalyticsEventKind;
  data: Ga4EventData;
  game?: GameData;
  payment?: PaymentData;
}

/** Builds the data-layer event; the brand is the page brand. */
export function buildEvent(input: EventInput, context: EventContext): AnalyticsEvent {
  return {
    event: `${EVENT_PREFIX}_${input.data.eventName}`,
    eventType: input.kind,
    ga4eventData: input.data,
    customerData: context.customer,
    customerFlag: context.flags,
    pageData: { pageBrand: context.brand },
    countryData: context.country,
    ...(input.game ? { game: input.game } : {}),
    ...(input.payment ? { payment: input.payment } : {}),
    ...(context.session ? { sessionData: context.session } : {}),
  };
}
