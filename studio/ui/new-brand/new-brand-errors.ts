import { brandNameProblem, folderNameOf } from '../../../engine/manifest/index.ts';
import { hostsOf, newBrandIdErrors, newBrandSchemaErrors } from '../../shared/new-brand-rules.ts';
import type { NewBrandState } from './new-brand-state.ts';

/** The fields an error is shown next to; a refusal from the studio naming one of them is shown there too. */
export const NEW_BRAND_FIELDS = [
  'displayName',
  'name',
  'hosts',
  'casinoId',
  'mobileCasinoId',
  'logo',
  'favicon',
  'market.country',
  'market.locale',
  'market.nodeId',
] as const;
export type NewBrandField = (typeof NEW_BRAND_FIELDS)[number];

export const isNewBrandField = (field: string | undefined): field is NewBrandField =>
  (NEW_BRAND_FIELDS as readonly string[]).includes(field ?? '');

/** The brand's folder name: as typed, else made from its name. */
export const folderOf = (state: Pick<NewBrandState, 'folder' | 'displayName'>) => state.folder ?? folderNameOf(state.displayName);

/**
 * What is wrong with each field, in plain words; the web addresses' and the locale's rules are the
 * schemas' (see new-brand-rules.ts), the same the API refuses with. `brands`: the folder names taken.
 */
export function newBrandErrors(state: NewBrandState, brands: readonly string[]): Partial<Record<NewBrandField, string>> {
  const { market } = state;
  const errors: Partial<Record<NewBrandField, string>> = {};
  if (!state.displayName.trim()) errors.displayName = 'Give the brand a name, such as Royal Flush.';
  const name = folderOf(state);
  const badName = brandNameProblem(name);
  if (badName) errors.name = `The folder name ${badName.replace(/^brand name /, '')}.`;
  else if (brands.includes(name)) errors.name = `A brand named ${name} exists already; choose another folder name.`;
  Object.assign(errors, newBrandSchemaErrors(hostsOf(state.hostsText), market.country ? market.locale.trim() : undefined));
  Object.assign(errors, newBrandIdErrors({ casinoId: state.casinoId, mobileCasinoId: state.mobileCasinoId, market }));
  const { refusal } = state;
  if (refusal && isNewBrandField(refusal.field) && !errors[refusal.field]) errors[refusal.field] = refusal.message;
  return errors;
}
