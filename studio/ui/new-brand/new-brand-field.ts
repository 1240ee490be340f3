import type { Dispatch } from 'react';
import { formFieldFor } from '../common/FormField.tsx';
import type { NewBrandField } from './new-brand-errors.ts';
import type { NewBrandAction, NewBrandState } from './new-brand-state.ts';

/** The New brand form's fields: the studio's one labelled field, its controls' ids under `new-brand-`. */
export const { FormField, controlProps } = formFieldFor('new-brand');

/** What each section of the form is given: the form, a way to change it, and the errors to show. */
export interface SectionProps {
  state: NewBrandState;
  dispatch: Dispatch<NewBrandAction>;
  /** A field's error when it is to be shown (after a first submit, or at once for some fields). */
  shown: (field: NewBrandField) => string | undefined;
}
