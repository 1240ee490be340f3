/** A positive integer from a path, query or body value ("42" or 42), else undefined. */
export function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** The platform's boolean query values: true/yes/1 and false/no/0 (SPEC §5); anything else is the fallback. */
export function booleanParam(value: unknown, fallback: boolean): boolean {
  const text = typeof value === 'string' ? value.toLowerCase() : '';
  if (['true', 'yes', '1'].includes(text)) return true;
  if (['false', 'no', '0'].includes(text)) return false;
  return fallback;
}
