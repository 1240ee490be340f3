import type { AssetDraft } from '../../shared/asset-draft.ts';
import type { AssetPurpose } from '../../server/asset-upload.ts';
import type { FontRole, Palette } from '../../shared/new-brand-rules.ts';

/** The brand's own images: its logo and favicon (a page's pictures are the editor's). */
export type ImagePurpose = Exclude<AssetPurpose, 'image'>;

/** The first market as typed; empty country: the rest of the world only. */
export interface FirstMarket {
  country: string;
  locale: string;
  currency: string;
  nodeId: string;
}

/** The New brand form as the brand manager fills it in (every field as typed). */
export interface NewBrandState {
  displayName: string;
  /** The folder name as typed; undefined: made from the brand name. */
  folder?: string;
  hostsText: string;
  palette: Partial<Palette>;
  fonts: Partial<Record<FontRole, string>>;
  casinoId: string;
  mobileCasinoId: string;
  market: FirstMarket;
  images: Partial<Record<ImagePurpose, { draft: AssetDraft; note: string }>>;
  imageErrors: Partial<Record<ImagePurpose, string>>;
  /** Submitted once: every field's error shows from then on. */
  checked: boolean;
  /** The studio's refusal of the last submit, naming its field when it concerns one. */
  refusal?: { field?: string; message: string };
  busy: boolean;
}

/** What the brand manager typed, in the fields typed as they are. */
export type TypedField = 'displayName' | 'folder' | 'hostsText' | 'casinoId' | 'mobileCasinoId';

export type NewBrandAction =
  | { kind: 'typed'; changes: Partial<Pick<NewBrandState, TypedField>> }
  | { kind: 'colour'; key: keyof Palette; colour: string }
  | { kind: 'font'; role: FontRole; font: string }
  | { kind: 'market'; changes: Partial<FirstMarket> }
  | { kind: 'image-chosen'; purpose: ImagePurpose }
  | { kind: 'image-uploaded'; purpose: ImagePurpose; draft: AssetDraft; note: string }
  | { kind: 'image-refused'; purpose: ImagePurpose; message: string }
  | { kind: 'submitted' }
  | { kind: 'sending' }
  | { kind: 'refused'; field?: string; message: string }
  | { kind: 'sent' };

/** The form before anything is typed: the starter brand's colours and fonts. */
export function startingState(palette: Partial<Palette>, fonts: Partial<Record<FontRole, string>>): NewBrandState {
  return {
    displayName: '',
    hostsText: '',
    palette,
    fonts,
    casinoId: '',
    mobileCasinoId: '',
    market: { country: '', locale: '', currency: '', nodeId: '' },
    images: {},
    imageErrors: {},
    checked: false,
    busy: false,
  };
}

export function newBrandReducer(state: NewBrandState, action: NewBrandAction): NewBrandState {
  switch (action.kind) {
    case 'typed':
      return { ...state, ...action.changes };
    case 'colour':
      return { ...state, palette: { ...state.palette, [action.key]: action.colour } };
    case 'font':
      return { ...state, fonts: { ...state.fonts, [action.role]: action.font } };
    case 'market':
      return { ...state, market: { ...state.market, ...action.changes } };
    case 'image-chosen':
      return { ...state, imageErrors: { ...state.imageErrors, [action.purpose]: undefined } };
    case 'image-uploaded':
      return { ...state, images: { ...state.images, [action.purpose]: { draft: action.draft, note: action.note } } };
    case 'image-refused': {
      const { [action.purpose]: _dropped, ...others } = state.images;
      return { ...state, images: others, imageErrors: { ...state.imageErrors, [action.purpose]: action.message } };
    }
    case 'submitted':
      return { ...state, checked: true, refusal: undefined };
    case 'sending':
      return { ...state, busy: true };
    case 'refused':
      return { ...state, busy: false, refusal: { field: action.field, message: action.message } };
    case 'sent':
      return { ...state, busy: false };
  }
}
