import countries from 'i18n-iso-countries';

/** The country assumed when a visitor's country cannot be told (SPEC §9). */
export const DEFAULT_COUNTRY_ISO3 = 'GBR';

/**
 * An ISO 3166-1 country code, two- or three-letter, any case, as its upper-case two-letter code;
 * undefined when it is not a country (`gbr` → `GB`, `NZ` → `NZ`, `XX` → undefined).
 */
export function toIso2Country(code: string | null | undefined): string | undefined {
  const upper = code?.trim().toUpperCase() ?? '';
  if (/^[A-Z]{2}$/.test(upper)) return countries.isValid(upper) ? upper : undefined;
  if (/^[A-Z]{3}$/.test(upper)) return countries.alpha3ToAlpha2(upper);
  return undefined;
}

/** The three-letter code of a two-letter one (`GB` → `GBR`). */
export function toIso3Country(iso2: string): string | undefined {
  return countries.alpha2ToAlpha3(iso2.toUpperCase());
}
