import type { Player } from '../core/index.ts';

/** The locale a player's figures are shown in: English (the copy is English) as written in their country. */
export const playerLocale = (player: Player) => `en-${player.countryIso2}`;

export function formatMoney(player: Player, amount: number): string {
  return new Intl.NumberFormat(playerLocale(player), { style: 'currency', currency: player.currencyIsoCode }).format(amount);
}

/** Dates in UTC, so the same record reads the same on every machine. */
export function formatDateTime(player: Player, iso: string): string {
  return new Intl.DateTimeFormat(playerLocale(player), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
