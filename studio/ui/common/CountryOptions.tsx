import { countryOptions } from './market-suggestions.ts';

const COUNTRIES = countryOptions();

/**
 * The options of a country list: every country a market can serve, by its English name, A to Z.
 * A code given as `kept` that is not among them (a file's own, out of date) stays choosable first.
 */
export function CountryOptions({ kept }: { kept?: string }) {
  return (
    <>
      {kept && !COUNTRIES.some((country) => country.code === kept) && <option value={kept}>{kept}</option>}
      {COUNTRIES.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </>
  );
}
