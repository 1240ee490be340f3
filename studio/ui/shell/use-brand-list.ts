import { useCallback, useEffect, useMemo, useState } from 'react';
import { draftBrandRows } from './draft-brands.ts';
import { studioClient, type BrandRow } from '../common/studio-client.ts';

/**
 * The brands as the studio lists them: those on disk, read again when the studio's tab is back in
 * front, and a new brand's drafts before Save, listed, previewed and opened like the others.
 */
export function useBrandList(drafts: Record<string, unknown>) {
  const [savedBrands, setBrands] = useState<BrandRow[]>([]);
  const refresh = useCallback(() => studioClient.brands().then(setBrands), []);
  useEffect(() => {
    void refresh();
    // A brand or market added on disk (the CLI) shows when the studio's tab is back in front.
    const again = () => void refresh();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [refresh]);
  const brands = useMemo(() => [...savedBrands, ...draftBrandRows(savedBrands, drafts)], [savedBrands, drafts]);
  return { brands, refresh };
}
