export {
  resolveMarket,
  FALLBACK_CASINO_IDS,
  type ResolvedMarket,
  type Visitor,
  type Device,
  type MarketChoice,
} from './resolve-market.ts';
export { toIso2Country, toIso3Country, DEFAULT_COUNTRY_ISO3 } from './country-code.ts';
