import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalogueQueryOptions, createHttpClient } from '../../engine/platform/index.ts';
import { useBrand, useMarket } from '../../engine/page/index.ts';

/** The brand's game catalogue for the visitor's country, in the cache the lobby shares. */
export function useCatalogue() {
  const { productNodeId } = useBrand();
  const { country } = useMarket();
  const http = useMemo(() => createHttpClient(), []);
  return useQuery(catalogueQueryOptions(http, productNodeId, country));
}
