import { useReducer } from 'react';
import { hostsOf } from '../../shared/new-brand-rules.ts';
import { positiveIdOf } from '../../shared/positive-id.ts';
import { suggestMarket } from '../common/market-suggestions.ts';
import { studioClient, StudioRefusal, type Draft, type NewBrandDefaults, type NewBrandRequest } from '../common/studio-client.ts';
import { folderOf, newBrandErrors, type NewBrandField } from './new-brand-errors.ts';
import { newBrandReducer, startingState, type ImagePurpose, type NewBrandState } from './new-brand-state.ts';

/** The request the form sends once nothing is wrong with it. */
function requestOf(state: NewBrandState): NewBrandRequest {
  const { market } = state;
  return {
    displayName: state.displayName.trim(),
    name: folderOf(state),
    hosts: hostsOf(state.hostsText),
    palette: state.palette,
    fonts: state.fonts,
    casinoId: positiveIdOf(state.casinoId) ?? 0,
    mobileCasinoId: positiveIdOf(state.mobileCasinoId) ?? 0,
    market: market.country
      ? { country: market.country, locale: market.locale, currency: market.currency, nodeId: positiveIdOf(market.nodeId) ?? 0 }
      : undefined,
    logo: state.images.logo?.draft,
    favicon: state.images.favicon?.draft,
  };
}

/**
 * The New brand form's state (one reducer, see new-brand-state.ts), its errors, and what it does:
 * suggest a market from a country, upload an image, send the brand to become drafts.
 */
export function useNewBrandForm(defaults: NewBrandDefaults, onDraft: (files: Draft[]) => void) {
  const [state, dispatch] = useReducer(newBrandReducer, startingState(defaults.palette, defaults.fonts));
  const errors = newBrandErrors(state, defaults.brands);
  // The folder name and web addresses are checked as one types; the rest once the form is submitted.
  const shown = (field: NewBrandField) => (state.checked || field === 'name' || field === 'hosts' ? errors[field] : undefined);

  function chooseCountry(country: string) {
    if (!country) return dispatch({ kind: 'market', changes: { country } });
    const restOfWorld = { locale: 'en', currency: 'EUR', nodeId: defaults.nodes.marketNodeId, isRow: true };
    const { locale, currency, nodeId } = suggestMarket(country, [restOfWorld], defaults.usedNodeIds);
    dispatch({ kind: 'market', changes: { country, locale, currency, nodeId: String(nodeId) } });
  }

  async function upload(purpose: ImagePurpose, file: File | undefined) {
    dispatch({ kind: 'image-chosen', purpose });
    if (!file) return;
    try {
      const answer = await studioClient.upload(file, purpose);
      const note = `${file.name}, saved as a ${answer.width} × ${answer.height} PNG`;
      dispatch({ kind: 'image-uploaded', purpose, draft: answer.value, note });
    } catch (error) {
      dispatch({
        kind: 'image-refused',
        purpose,
        message: `${file.name}: ${error instanceof Error ? error.message : String(error)}.`,
      });
    }
  }

  async function submit() {
    dispatch({ kind: 'submitted' });
    // The errors as they are without the last refusal, which the submit clears.
    if (Object.keys(newBrandErrors({ ...state, refusal: undefined }, defaults.brands)).length) return;
    dispatch({ kind: 'sending' });
    try {
      const files = await studioClient.draftBrand(requestOf(state));
      dispatch({ kind: 'sent' });
      onDraft(files);
    } catch (error) {
      const field = error instanceof StudioRefusal ? error.field : undefined;
      dispatch({ kind: 'refused', field, message: error instanceof Error ? error.message : String(error) });
    }
  }

  return { state, dispatch, shown, chooseCountry, upload, submit };
}
