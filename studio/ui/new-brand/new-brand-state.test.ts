import { describe, expect, it } from 'vitest';
import { newBrandReducer, startingState, type NewBrandAction, type NewBrandState } from './new-brand-state.ts';

const start = startingState({ primary: '#000000' }, { body: '@fontsource/inter' });
const logo = { $asset: 'image/png', base64: 'AAAA' } as const;
const withLogo: NewBrandState = { ...start, images: { logo: { draft: logo, note: 'logo.png' } } };

describe('newBrandReducer', () => {
  it.each<{ from: NewBrandState; action: NewBrandAction; to: Partial<NewBrandState> }>([
    { from: start, action: { kind: 'typed', changes: { displayName: 'Royal' } }, to: { displayName: 'Royal' } },
    {
      from: start,
      action: { kind: 'colour', key: 'text', colour: '#ffffff' },
      to: { palette: { primary: '#000000', text: '#ffffff' } },
    },
    {
      from: start,
      action: { kind: 'font', role: 'display', font: 'p' },
      to: { fonts: { body: '@fontsource/inter', display: 'p' } },
    },
    { from: start, action: { kind: 'market', changes: { country: 'GB' } }, to: { market: { ...start.market, country: 'GB' } } },
    {
      from: { ...start, imageErrors: { logo: 'bad' } },
      action: { kind: 'image-chosen', purpose: 'logo' },
      to: { imageErrors: { logo: undefined } },
    },
    {
      from: start,
      action: { kind: 'image-uploaded', purpose: 'logo', draft: logo, note: 'n' },
      to: { images: { logo: { draft: logo, note: 'n' } } },
    },
    {
      from: withLogo,
      action: { kind: 'image-refused', purpose: 'logo', message: 'no' },
      to: { images: {}, imageErrors: { logo: 'no' } },
    },
    { from: { ...start, refusal: { message: 'no' } }, action: { kind: 'submitted' }, to: { checked: true, refusal: undefined } },
    {
      from: { ...start, busy: true },
      action: { kind: 'refused', field: 'name', message: 'taken' },
      to: { busy: false, refusal: { field: 'name', message: 'taken' } },
    },
    { from: { ...start, busy: true }, action: { kind: 'sent' }, to: { busy: false } },
  ])('$action.kind', ({ from, action, to }) => {
    expect(newBrandReducer(from, action)).toEqual({ ...from, ...to });
  });
});
