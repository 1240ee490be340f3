import { controlProps, FormField, type SectionProps } from './new-brand-field.ts';

/** The platform's casinos the brand plays on: one for desktop visitors, one for phones. */
export function CasinosSection({ state, dispatch, shown }: SectionProps) {
  return (
    <fieldset>
      <legend>Casinos on the platform</legend>
      <div className="row-fields">
        <FormField
          id="casinoId"
          label="Desktop casino id"
          help="The platform’s casino for desktop visitors; the platform team gives it."
          error={shown('casinoId')}
        >
          <input
            {...controlProps('casinoId', shown('casinoId'))}
            inputMode="numeric"
            size={8}
            value={state.casinoId}
            onChange={(event) => dispatch({ kind: 'typed', changes: { casinoId: event.target.value } })}
          />
        </FormField>
        <FormField
          id="mobileCasinoId"
          label="Phone casino id"
          help="The platform’s casino for phone and tablet visitors."
          error={shown('mobileCasinoId')}
        >
          <input
            {...controlProps('mobileCasinoId', shown('mobileCasinoId'))}
            inputMode="numeric"
            size={8}
            value={state.mobileCasinoId}
            onChange={(event) => dispatch({ kind: 'typed', changes: { mobileCasinoId: event.target.value } })}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
