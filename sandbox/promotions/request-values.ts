/** A positive integer from a path segment or a body field, or undefined. */
export function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
}

const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);

/** SPEC §5 boolean parsing: true/yes/1 and false/no/0; a missing value is false, anything else undefined. */
export function parseBoolean(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  const word = String(value).trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}
