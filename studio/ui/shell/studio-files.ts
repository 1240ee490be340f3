import type { BrandRow } from '../common/studio-client.ts';

export type FileKind = 'brand' | 'market' | 'page';

/** What a brand's file is, by where it lives: brand.json, a market under markets/, else a page record. */
export const kindOf = (file: string): FileKind =>
  file.endsWith('/brand.json') ? 'brand' : /\/markets\/[^/]+\.json$/.test(file) ? 'market' : 'page';

/** The brand a file belongs to: `brands/hippodrome/…` → `hippodrome`. */
export const brandOf = (file: string) => file.split('/')[1] ?? '';

/** A brand's or a market's file named for people: "Hippodrome · brand settings", "Hippodrome · Great Britain market". */
export function documentName(file: string, brand: BrandRow | undefined, value: unknown) {
  const brandName = brand?.displayName ?? brandOf(file);
  if (kindOf(file) === 'brand') return `${brandName} · brand settings`;
  const market = (value as { name?: unknown } | null | undefined)?.name;
  return `${brandName} · ${typeof market === 'string' && market ? market : 'market'} market`;
}
