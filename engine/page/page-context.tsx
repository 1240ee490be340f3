import { createContext, useCallback, useContext } from 'react';
import { formatMoney, formatSignedMoney, translate, type Language, type Messages, type MessageValues } from '../i18n/index.ts';
import { ruleInForce, type RuleKind } from '../rules/index.ts';
import type { PageData } from './page-data.ts';

export const PageDataContext = createContext<PageData | null>(null);

export function usePageData(): PageData {
  const data = useContext(PageDataContext);
  if (!data) throw new Error('usePageData needs the page data provider');
  return data;
}

export const useBrand = () => usePageData().brand;
export const useMarket = () => usePageData().market;
export const useLanguage = (): Language => usePageData().market.language;

/** The market's rule of that kind when it applies now (its date of effect has come), else undefined. */
export const useRuleInForce = (kind: RuleKind) => ruleInForce(useMarket().rulebook, kind, Date.now());

/** A translator for one area's messages in the visitor's language: `t('login.title')`. */
export function useText<K extends string>(messages: Messages<K>) {
  const { locale } = useMarket();
  return useCallback((key: K, values?: MessageValues) => translate(messages, locale, key, values), [messages, locale]);
}

/** Formats money in the market's locale; the currency is the player's when known, else the market's. */
export function useMoney() {
  const { locale, currencyIsoCode } = useMarket();
  return useCallback(
    (amount: number, currency: string = currencyIsoCode) => formatMoney(amount, currency, locale),
    [locale, currencyIsoCode],
  );
}

/** Money with its sign always shown (a net position: "+£1.50", "−£1.00"), in the market's locale. */
export function useSignedMoney() {
  const { locale, currencyIsoCode } = useMarket();
  return useCallback(
    (amount: number, currency: string = currencyIsoCode) => formatSignedMoney(amount, currency, locale),
    [locale, currencyIsoCode],
  );
}
