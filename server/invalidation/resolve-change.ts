import type { LoadedBrand } from '../../engine/manifest/index.ts';
import type { PublishedChange } from './published-change.ts';

/**
 * The changes a publish makes, one per brand it touches, from the node ids the CMS named: a brand's
 * product node touches every market of that brand, a market's node that market only. The CMS names
 * the published node with its ancestors, so any page under a brand or market carries one of these.
 * Node ids no brand knows touch nothing here (the TTLs still apply).
 */
export function resolveChange(
  brands: readonly Pick<LoadedBrand, 'name' | 'manifest' | 'markets'>[],
  nodeIds: readonly number[],
  paths: readonly string[] = [],
): PublishedChange[] {
  const named = new Set(nodeIds);
  return brands.flatMap((brand) => {
    const ownIds = [brand.manifest.productNodeId, ...brand.markets.map((market) => market.manifest.marketNodeId)];
    const matched = nodeIds.filter((id) => ownIds.includes(id));
    if (!matched.length) return [];
    const wholeBrand = named.has(brand.manifest.productNodeId);
    const marketIds = wholeBrand
      ? []
      : brand.markets.filter((market) => named.has(market.manifest.marketNodeId)).map((m) => m.id);
    return [{ brand: brand.name, marketIds, paths: [...paths], nodeIds: matched }];
  });
}
