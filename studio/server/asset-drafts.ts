import type { AssetDraft } from '../shared/asset-draft.ts';

export const assetDraftOf = (bytes: Uint8Array | string, type: AssetDraft['$asset']): AssetDraft => ({
  $asset: type,
  base64: Buffer.from(bytes).toString('base64'),
});

export const bytesOfAsset = (draft: AssetDraft): Buffer => Buffer.from(draft.base64, 'base64');

/** How the save review names an image it cannot show as lines. */
export const describeAsset = (bytes: Uint8Array, type: string) =>
  `${type === 'image/svg+xml' ? 'SVG drawing' : 'PNG image'}, ${(bytes.length / 1024).toFixed(1)} kB`;
