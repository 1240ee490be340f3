/**
 * The platform's ids (casino ids, content node ids) as the studio's forms and API take them: the same
 * rule on the page, as one types, and in the API, which refuses what the page let through.
 */

/** A positive whole number, as a number or as typed (digits only, spaces around allowed); else undefined. */
export function positiveIdOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const id = /^\d+$/.test(text) ? Number(text) : 0;
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
