import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import { documentSchemas } from '../../schemas/index.ts';
import { asCliRules, formValidator } from './form-validator.ts';
import { Problems } from './MarketMatrix.tsx';
import { studioClient, StudioRefusal, type Problem } from './studio-client.ts';

const market = documentSchemas.market.properties;

/** What `cli market add` asks for, with the market schema's own rules for each field. */
const ADD_MARKET_SCHEMA = {
  type: 'object',
  required: ['country', 'locale', 'nodeId'],
  properties: {
    country: { ...market.countryIso2Code, type: 'string', title: 'Country (ISO 3166 two letters)' },
    locale: { ...market.locale, title: 'Locale' },
    nodeId: { ...market.marketNodeId, title: 'Content node id' },
    currency: { ...market.currencyIsoCode, title: "Currency (default: the rest-of-world market's)" },
  },
} as RJSFSchema;

interface AddMarket {
  country: string;
  locale: string;
  nodeId: number;
  currency?: string;
}

/** Adds a market through the same code as `npm run cli -- market add`. */
export function AddMarketForm({
  brand,
  onAdded,
  onCancel,
}: {
  brand: string;
  onAdded: (file: string) => void;
  onCancel: () => void;
}) {
  const [data, setData] = useState<Partial<AddMarket>>({});
  const [refusal, setRefusal] = useState<{ message: string; problems: Problem[] }>();
  return (
    <section className="panel" aria-label={`add a market to ${brand}`}>
      <h2>Add a market to {brand}</h2>
      <Form
        schema={ADD_MARKET_SCHEMA}
        formData={data}
        validator={formValidator}
        transformErrors={asCliRules}
        idPrefix="add-market"
        showErrorList={false}
        noHtml5Validate
        onChange={(event) => setData(event.formData as Partial<AddMarket>)}
        onSubmit={async (event) => {
          const form = event.formData as AddMarket;
          setRefusal(undefined);
          try {
            const added = await studioClient.addMarket(brand, { ...form, country: form.country.toUpperCase() });
            onAdded(added.file);
          } catch (error) {
            setRefusal({
              message: error instanceof Error ? error.message : String(error),
              problems: error instanceof StudioRefusal ? error.problems : [],
            });
          }
        }}
      >
        <button type="submit">Add market</button>{' '}
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </Form>
      {refusal && (
        <div role="alert">
          <pre>{refusal.message}</pre>
          <Problems problems={refusal.problems} />
        </div>
      )}
    </section>
  );
}
