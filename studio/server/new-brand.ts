import { marketManifestOf, planScaffold } from '../../engine/brand-files/index.ts';
import { rulebookOfCountry } from '../../engine/rules/index.ts';
import { studioRulebooks } from './studio-engine.ts';
import { brandNameProblem, type BrandFolder } from '../../engine/manifest/index.ts';
import type { BrandManifest } from '../../schemas/index.ts';
import { isAssetDraft, type AssetDraft } from '../shared/asset-draft.ts';
import { assetDraftOf } from './asset-drafts.ts';
import { DISPLAY_ROOT, StudioError, type DraftFile } from './brand-files.ts';
import type { FontChoice } from './installed-fonts.ts';
import {
  colourProblem,
  FONT_ROLES,
  newBrandIdErrors,
  newBrandSchemaErrors,
  type FontRole,
  type Palette,
} from '../shared/new-brand-rules.ts';
import { positiveIdOf } from '../shared/positive-id.ts';

/** A new brand as the studio's New brand form sends it. */
export interface NewBrandRequest {
  displayName: string;
  /** The folder name (`royal-flush`). */
  name: string;
  hosts: string[];
  /** Colours that replace the starter brand's. */
  palette: Partial<Palette>;
  /** Font packages by role (`@fontsource-variable/inter`). */
  fonts: Partial<Record<FontRole, string>>;
  casinoId: number;
  mobileCasinoId: number;
  /** The first market besides the rest of the world. */
  market?: { country: string; locale: string; currency: string; nodeId: number };
  logo?: AssetDraft;
  favicon?: AssetDraft;
}

/** A refusal naming the form field it concerns, so the page can show it next to that field. */
const refuse = (field: string, message: string, status = 400) => new StudioError(status, 'usage', message, { field });

/** The form's body, checked field by field. */
export function newBrandRequestOf(body: unknown): NewBrandRequest {
  const fields = (body ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string).trim() : '');
  const displayName = text('displayName');
  if (!displayName) throw refuse('displayName', 'the brand needs a name, such as Royal Flush');
  if (displayName.length > 60) throw refuse('displayName', 'the brand name may be 60 characters at most');
  const name = text('name');
  const badName = brandNameProblem(name);
  if (badName) throw refuse('name', `the folder name ${badName.replace(/^brand name /, '')}`);
  const hosts = Array.isArray(fields.hosts) ? fields.hosts.map(String) : [];
  const marketFields = fields.market as Record<string, unknown> | undefined;
  const locale = marketFields?.country ? String(marketFields.locale ?? '').trim() : undefined;
  const [schemaError] = Object.entries(newBrandSchemaErrors(hosts, locale || undefined));
  if (schemaError) throw refuse(...schemaError);
  const palette = (fields.palette ?? {}) as Record<string, unknown>;
  for (const [key, colour] of Object.entries(palette)) {
    const problem = colourProblem(String(colour));
    if (problem) throw refuse(`palette.${key}`, `${key}: ${problem}`);
  }
  const fonts = (fields.fonts ?? {}) as Record<string, unknown>;
  const [idError] = Object.entries(
    newBrandIdErrors({ casinoId: fields.casinoId, mobileCasinoId: fields.mobileCasinoId, market: marketFields }),
  );
  if (idError) throw refuse(...idError);
  const casinoId = positiveIdOf(fields.casinoId) as number;
  const mobileCasinoId = positiveIdOf(fields.mobileCasinoId) as number;
  let market: NewBrandRequest['market'];
  if (marketFields && marketFields.country) {
    const nodeId = positiveIdOf(marketFields.nodeId) as number;
    if (!locale) throw refuse('market.locale', 'the market needs a language and region, such as en-GB');
    market = { country: String(marketFields.country), locale, currency: String(marketFields.currency ?? '').trim(), nodeId };
  }
  const image = (key: 'logo' | 'favicon') => {
    if (fields[key] === undefined || fields[key] === null) return undefined;
    if (!isAssetDraft(fields[key]) || fields[key].$asset !== 'image/png')
      throw refuse(key, `the ${key} must be an image uploaded through the studio`);
    return fields[key];
  };
  return {
    displayName,
    name,
    hosts,
    palette: palette as Partial<Palette>,
    fonts: Object.fromEntries(FONT_ROLES.filter((role) => typeof fonts[role] === 'string').map((role) => [role, fonts[role]])),
    casinoId,
    mobileCasinoId,
    market,
    logo: image('logo'),
    favicon: image('favicon'),
  };
}

const parseJsonText = (text: string | Uint8Array) =>
  JSON.parse(typeof text === 'string' ? text : Buffer.from(text).toString('utf8')) as unknown;

/**
 * The new brand as drafts: the very files `npm run cli -- brand scaffold` writes (the same plan), with
 * the form's choices applied to brand.json, the uploaded images, and its first market. Nothing is
 * written; Save writes them with the other drafts.
 */
export async function planNewBrand(
  request: NewBrandRequest,
  { folders, brandsDir, fonts }: { folders: readonly BrandFolder[]; brandsDir: string; fonts: readonly FontChoice[] },
): Promise<DraftFile[]> {
  const plan = await planScaffold(
    {
      name: request.name,
      displayName: request.displayName,
      casinoId: request.casinoId,
      mobileCasinoId: request.mobileCasinoId,
      displayRoot: DISPLAY_ROOT,
      brandsDir,
    },
    folders,
  );
  if (!plan.ok) {
    const field = /already exists|brand name/.test(plan.output) ? 'name' : 'mobileCasinoId';
    throw refuse(field, plan.output.replace(/; nothing was written$/, ''), plan.exitCode === 2 ? 400 : 422);
  }
  const planned = new Map(plan.planned);
  const brand = parseJsonText(planned.get('brand.json') ?? '{}') as BrandManifest;
  brand.hosts = request.hosts;
  brand.theme.palette = { ...brand.theme.palette, ...request.palette };
  for (const role of FONT_ROLES) {
    const chosen = request.fonts[role];
    if (!chosen) continue;
    const font = fonts.find((candidate) => candidate.package === chosen);
    if (!font) throw refuse(`fonts.${role}`, `no font package ${chosen} is installed; choose one from the list`);
    brand.theme.fonts[role] = { family: font.family, package: font.package, fallback: font.fallback };
  }
  if (request.favicon) {
    planned.delete('assets/favicon.svg');
    planned.set('assets/favicon.png', Buffer.from(request.favicon.base64, 'base64'));
    brand.theme.favicon = 'assets/favicon.png';
  }
  if (request.logo) {
    planned.set('assets/logo.png', Buffer.from(request.logo.base64, 'base64'));
    brand.theme.logo = 'assets/logo.png';
  }
  planned.set('brand.json', JSON.stringify(brand));
  if (request.market) {
    const market = marketManifestOf(
      {
        country: request.market.country,
        locale: request.market.locale,
        nodeId: request.market.nodeId,
        currency: request.market.currency || undefined,
        casinoId: request.casinoId,
        mobileCasinoId: request.mobileCasinoId,
        rulebook: rulebookOfCountry(studioRulebooks(), request.market.country.toUpperCase())?.id,
      },
      brand,
    );
    planned.set(`markets/${request.market.country.toLowerCase()}.json`, JSON.stringify(market));
  }
  return [...planned].map(([relative, content]): DraftFile => {
    const path = `${DISPLAY_ROOT}/${request.name}/${relative}`;
    if (relative.startsWith('assets/'))
      return { path, value: assetDraftOf(content, relative.endsWith('.svg') ? 'image/svg+xml' : 'image/png'), baseVersion: null };
    return { path, value: parseJsonText(content), baseVersion: null };
  });
}
