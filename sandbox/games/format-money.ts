/** "£12.50": an amount in the player's currency, for pages a player reads. */
export function formatMoney(amount: number, currencyIsoCode: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currencyIsoCode }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currencyIsoCode}`;
  }
}
