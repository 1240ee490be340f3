import { useMemo, type Dispatch, type SetStateAction } from 'react';
import { brandImages, uploadPath } from '../page-editor/brand-images.ts';
import type { BrandImages } from '../page-editor/brand-images-context.ts';
import { studioClient, type BrandRow } from '../common/studio-client.ts';

/** The page editor's and brand settings' image fields: the brand's pictures with the drafts applied; an upload becomes a draft. */
export function useBrandImages(
  brand: BrandRow | undefined,
  drafts: Record<string, unknown>,
  setDrafts: Dispatch<SetStateAction<Record<string, unknown>>>,
): BrandImages {
  return useMemo((): BrandImages => {
    const images = brand ? brandImages(brand, drafts) : [];
    return {
      images,
      async upload(file) {
        if (!brand) throw new Error('no brand is open');
        const { value, extension } = await studioClient.upload(file, 'image');
        const relative = uploadPath(
          file.name,
          extension,
          images.map((image) => image.path),
        );
        setDrafts((all) => ({ ...all, [`brands/${brand.name}/${relative}`]: value }));
        return relative;
      },
    };
  }, [brand, drafts, setDrafts]);
}
