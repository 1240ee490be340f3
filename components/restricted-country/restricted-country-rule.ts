/** The country that decides: the player's account country when known, else the visitor's market country. */
export function isCountryRestricted(
  restrictedCountries: readonly string[],
  accountCountry: string | undefined,
  marketCountry: string,
): boolean {
  const country = (accountCountry || marketCountry).toUpperCase();
  return restrictedCountries.some((restricted) => restricted.toUpperCase() === country);
}
