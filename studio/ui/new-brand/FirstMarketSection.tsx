import { CountryOptions } from '../common/CountryOptions.tsx';
import { controlProps, FormField, type SectionProps } from './new-brand-field.ts';

/**
 * The first country the brand serves besides the rest of the world: its language, currency and
 * content node are suggested from the country (`onCountry`) and can be changed.
 */
export function FirstMarketSection({
  state,
  dispatch,
  shown,
  onCountry,
}: SectionProps & { onCountry: (country: string) => void }) {
  const { market } = state;
  return (
    <fieldset>
      <legend>First market</legend>
      <p className="help">
        Every brand has a market for the rest of the world. Add the first country it serves on its own; more can be added later.
      </p>
      <div className="row-fields">
        <FormField id="market.country" label="Country" help="Leave empty to start with the rest of the world only.">
          <select {...controlProps('market.country')} value={market.country} onChange={(event) => onCountry(event.target.value)}>
            <option value="">No country yet</option>
            <CountryOptions />
          </select>
        </FormField>
        {market.country && (
          <>
            <FormField
              id="market.locale"
              label="Language and region"
              help="Suggested from the country."
              error={shown('market.locale')}
            >
              <input
                {...controlProps('market.locale', shown('market.locale'))}
                size={8}
                value={market.locale}
                onChange={(event) => dispatch({ kind: 'market', changes: { locale: event.target.value } })}
              />
            </FormField>
            <FormField id="market.currency" label="Currency" help="Three capital letters.">
              <input
                {...controlProps('market.currency')}
                size={4}
                value={market.currency}
                onChange={(event) => dispatch({ kind: 'market', changes: { currency: event.target.value.toUpperCase() } })}
              />
            </FormField>
            <FormField
              id="market.nodeId"
              label="Content node id"
              help="The next free one is suggested."
              error={shown('market.nodeId')}
            >
              <input
                {...controlProps('market.nodeId', shown('market.nodeId'))}
                size={8}
                value={market.nodeId}
                onChange={(event) => dispatch({ kind: 'market', changes: { nodeId: event.target.value } })}
              />
            </FormField>
          </>
        )}
      </div>
    </fieldset>
  );
}
