/**
 * Intl formatters are costly to build and free to reuse: a ticker counting up formats many times a
 * second. One per locale and options, built on first use.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

export function cachedFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules, O>(
  Format: new (locale: string, options: O) => F,
  locale: string,
  options: O,
): F {
  const key = `${Format.name}|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as F | undefined;
  if (!format) formatters.set(key, (format = new Format(locale, options)));
  return format;
}
