import { cachedFormat } from './intl-formats.ts';

/** Spaces a player may type for a locale whose numbers group with a space (fr-CA writes U+00A0, fr U+202F). */
const SPACES = [' ', '\u00a0', '\u202f'];
const escaped = (characters: readonly string[]) =>
  characters.map((character) => character.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('');

/**
 * An amount as a player types it in their locale's notation ("1 234,50" in fr-CA, "1,234.50" in
 * en-GB), written as the platform reads free-text amounts ("1234.50", SPEC's deposit limit). Only
 * the locale's own separators are read as such, and a group separator only before three digits: an
 * en-GB "20,50" is not taken for 2050 but passed on as typed, for the platform to refuse. Anything
 * else is passed on as typed too: the platform judges the amount (RTS 12B: free text).
 */
export function toPlatformAmount(typed: string, locale: string): string {
  const parts = cachedFormat(Intl.NumberFormat, locale, {}).formatToParts(12_345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const groups = SPACES.includes(group) ? SPACES : [group];
  const ungrouped = typed.trim().replace(new RegExp(`[${escaped(groups)}](?=\\d{3}(?!\\d))`, 'g'), '');
  const marks = ungrouped.split(decimal).length - 1;
  return decimal !== '.' && marks === 1 && !ungrouped.includes('.') ? ungrouped.replace(decimal, '.') : ungrouped;
}
