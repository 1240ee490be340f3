/**
 * An image as a draft: its bytes in base64, so it waits with the other drafts (in the page's storage,
 * in the live preview) and is written only by Save. JSON documents are drafts of their value; an image
 * is a draft of this.
 */
export interface AssetDraft {
  $asset: 'image/png' | 'image/svg+xml';
  base64: string;
}

export const isAssetDraft = (value: unknown): value is AssetDraft =>
  Boolean(value) &&
  typeof value === 'object' &&
  ((value as AssetDraft).$asset === 'image/png' || (value as AssetDraft).$asset === 'image/svg+xml') &&
  typeof (value as AssetDraft).base64 === 'string';
