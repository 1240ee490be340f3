import { useQuery } from '@tanstack/react-query';
import { catalogueQueryOptions } from '../../engine/platform/index.ts';
import { usePlatform } from '../../engine/player/index.ts';
import { useBrand, useMarket } from '../../engine/page/index.ts';

/** The brand's game catalogue for the visitor's country, in the cache the lobby shares. */
export function useCatalogue() {
  const { productNodeId } = useBrand();
  const { country } = useMarket();
  const { http } = usePlatform();
  return useQuery(catalogueQueryOptions(http, productNodeId, country));
}
