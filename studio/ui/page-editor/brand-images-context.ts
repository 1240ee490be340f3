import { createContext } from 'react';
import type { BrandImage } from './brand-images.ts';

/** The edited brand's pictures, and how a new one is uploaded (as a draft, written by Save): the image fields' source. */
export interface BrandImages {
  images: readonly BrandImage[];
  /** Sends a chosen file to the studio; resolves to the path the field then holds, or rejects with why it was refused. */
  upload(file: File): Promise<string>;
}

export const BrandImagesContext = createContext<BrandImages>({
  images: [],
  upload: () => Promise.reject(new Error('no brand is open')),
});
