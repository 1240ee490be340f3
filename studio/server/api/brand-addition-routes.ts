import express from 'express';
import { ASSET_PURPOSES, MAX_UPLOAD_BYTES, type AssetPurpose } from '../asset-upload.ts';
import { StudioError } from '../brand-files.ts';
import type { BrandWorkspace } from '../brand-workspace.ts';
import { newBrandRequestOf } from '../new-brand.ts';
import { marketLanguagesRequestOf } from '../read-market-languages.ts';
import { marketRequestErrors } from '../../shared/market-request-rules.ts';
import { positiveIdOf } from '../../shared/positive-id.ts';
import { answerWith, fieldsOf, onRoute, optionalString } from './api-routes.ts';

/**
 * A market as the add-market form sends it, checked by the form's own rules (market-request-rules.ts):
 * a refusal in the page's words, naming the field.
 */
export function marketRequestOf(brand: string, body: unknown) {
  const fields = fieldsOf(body);
  const [refused] = Object.entries(marketRequestErrors(fields));
  if (refused) throw new StudioError(400, 'usage', refused[1], { field: refused[0] });
  return {
    brand,
    country: optionalString(fields.country),
    locale: String(fields.locale).trim(),
    nodeId: positiveIdOf(fields.nodeId) as number,
    row: fields.row === true,
    currency: optionalString(fields.currency),
    casinoId: positiveIdOf(fields.casinoId),
    mobileCasinoId: positiveIdOf(fields.mobileCasinoId),
  };
}

/** The purpose an upload names in its query (`?purpose=logo`); an image by default. */
function assetPurposeOf(value: unknown): AssetPurpose {
  const purpose = String(value ?? 'image') as AssetPurpose;
  if (!ASSET_PURPOSES.includes(purpose))
    throw new StudioError(400, 'usage', `purpose must be one of ${ASSET_PURPOSES.join(', ')}, got "${purpose}"`);
  return purpose;
}

/** What a brand gains: a new brand as drafts, its uploaded images, a market, and a market's languages. */
export function brandAdditionRoutes(api: express.Router, workspace: BrandWorkspace) {
  onRoute(
    api,
    'newBrandDefaults',
    answerWith(() => workspace.newBrandDefaults()),
  );
  onRoute(
    api,
    'draftBrand',
    answerWith((request) => workspace.draftBrand(newBrandRequestOf(request.body))),
  );
  // An image from the page, as its bytes: read past the 2 MB rule so a larger file is refused in words.
  onRoute(
    api,
    'upload',
    express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES * 4 }),
    answerWith(async (request) => {
      const purpose = assetPurposeOf(request.query.purpose);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return workspace.upload(bytes, purpose);
    }),
  );
  onRoute(
    api,
    'draftMarket',
    answerWith((request) => workspace.draftMarket(marketRequestOf(String(request.params.brand), request.body))),
  );
  onRoute(
    api,
    'addMarket',
    answerWith((request) => workspace.addMarket(marketRequestOf(String(request.params.brand), request.body)), 201),
  );
  // A market's languages, for its Languages screen: the strings and page records each locale lacks.
  onRoute(
    api,
    'languages',
    answerWith((request) => workspace.languages(marketLanguagesRequestOf(request.params, request.query))),
  );
}
