import { describe, expect, it } from 'vitest';
import { formFieldFor } from './FormField.tsx';

describe("a form field's control", () => {
  const { controlProps } = formFieldFor('add-market');

  it.each([
    { error: undefined, invalid: false },
    { error: '', invalid: false },
    { error: 'Choose the country this market serves.', invalid: true },
    { error: true, invalid: true },
  ])('takes the field id, is described by its help and error, invalid when it has an error ($error)', ({ error, invalid }) => {
    expect(controlProps('country', error)).toEqual({
      id: 'add-market-country',
      'aria-invalid': invalid,
      'aria-describedby': 'add-market-country-help add-market-country-error',
    });
  });
});
