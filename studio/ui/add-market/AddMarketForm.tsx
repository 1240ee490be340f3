import { useEffect, useMemo, useState } from 'react';
import { marketFieldErrors, type MarketField, type MarketForm } from './market-field-errors.ts';
import { CountryOptions } from '../common/CountryOptions.tsx';
import { suggestMarket } from '../common/market-suggestions.ts';
import { studioClient, StudioRefusal, type BrandRow } from '../common/studio-client.ts';
import { formFieldFor } from '../common/FormField.tsx';

const { FormField, controlProps } = formFieldFor('add-market');
const EMPTY: MarketForm = { country: '', locale: '', currency: '', nodeId: '', casinoId: '', mobileCasinoId: '' };

/**
 * The add-market form's state: the market as typed, the brand's casino ids, the errors (shown once
 * the form was sent), the country's suggestions, and the draft asked of the studio.
 */
function useAddMarketForm(brand: BrandRow, brands: BrandRow[], onDraft: (file: string, value: unknown) => void) {
  const [form, setForm] = useState<MarketForm>(EMPTY);
  const [casinoIds, setCasinoIds] = useState<{ desktop: number[]; mobile: number[] }>({ desktop: [], mobile: [] });
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    void studioClient.open(brand.file).then((file) => {
      const ids = (file.value as { casinoIds?: { desktop?: number[]; mobile?: number[] } } | null)?.casinoIds;
      setCasinoIds({ desktop: ids?.desktop ?? [], mobile: ids?.mobile ?? [] });
    });
  }, [brand.file]);
  const usedNodeIds = useMemo(
    () => brands.filter((row) => row.name !== brand.name).flatMap((row) => row.markets.map((market) => market.nodeId ?? 0)),
    [brands, brand.name],
  );
  const name = brand.displayName ?? brand.name;
  const errors = marketFieldErrors(form, {
    brandName: name,
    markets: brand.markets,
    desktopCasinoIds: casinoIds.desktop,
    mobileCasinoIds: casinoIds.mobile,
    usedNodeIds,
  });
  const shown = (field: MarketField) => (checked ? errors[field] : undefined);

  function chooseCountry(country: string) {
    if (!country) return setForm({ ...form, country });
    const suggestion = suggestMarket(country, brand.markets, usedNodeIds);
    setForm({
      ...form,
      country,
      locale: suggestion.locale,
      currency: suggestion.currency,
      nodeId: String(suggestion.nodeId),
      casinoId: form.casinoId || (casinoIds.desktop.length === 1 ? String(casinoIds.desktop[0]) : ''),
      mobileCasinoId: form.mobileCasinoId || (casinoIds.mobile.length === 1 ? String(casinoIds.mobile[0]) : ''),
    });
  }

  async function submit() {
    setChecked(true);
    setRefusal(undefined);
    if (Object.keys(errors).length) return;
    try {
      const draft = await studioClient.draftMarket(brand.name, {
        country: form.country,
        locale: form.locale.trim(),
        currency: form.currency.trim(),
        nodeId: Number(form.nodeId),
        casinoId: Number(form.casinoId),
        mobileCasinoId: Number(form.mobileCasinoId),
      });
      onDraft(draft.file, draft.value);
    } catch (error) {
      setRefusal(error instanceof StudioRefusal || error instanceof Error ? error.message : String(error));
    }
  }

  return { form, setForm, casinoIds, name, shown, refusal, chooseCountry, submit };
}

/** A casino id of the market, chosen among the brand's for that screen. */
function CasinoIdField({
  field,
  label,
  ids,
  help,
  value,
  error,
  onChange,
}: {
  field: 'casinoId' | 'mobileCasinoId';
  label: string;
  ids: readonly number[];
  help: string;
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  return (
    <FormField id={field} label={label} help={help} error={error}>
      <select {...controlProps(field, error)} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose…</option>
        {ids.map((id) => (
          <option key={id} value={id}>
            {id}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * Adds a market as a draft: the file `npm run cli -- market add` would write (the same code), shown
 * and checked like any other draft, and written only by Save. The country comes from a list of names;
 * locale, currency and content node are suggested from it and the brand's other markets.
 */
export function AddMarketForm({
  brand,
  brands,
  onDraft,
  onCancel,
}: {
  brand: BrandRow;
  brands: BrandRow[];
  onDraft: (file: string, value: unknown) => void;
  onCancel: () => void;
}) {
  const { form, setForm, casinoIds, name, shown, refusal, chooseCountry, submit } = useAddMarketForm(brand, brands, onDraft);

  const text = (field: MarketField, label: string, help: string, size = 10) => (
    <FormField id={field} label={label} help={help} error={shown(field)}>
      <input
        {...controlProps(field, shown(field))}
        value={form[field]}
        size={size}
        onChange={(event) => setForm({ ...form, [field]: event.target.value })}
      />
    </FormField>
  );
  const casino = (field: 'casinoId' | 'mobileCasinoId', label: string, ids: number[], help: string) => (
    <CasinoIdField
      field={field}
      label={label}
      ids={ids}
      help={help}
      value={form[field]}
      error={shown(field)}
      onChange={(id) => setForm({ ...form, [field]: id })}
    />
  );

  return (
    <section className="panel add-market" aria-labelledby="add-market-title">
      <h2 id="add-market-title">Add a market to {name}</h2>
      <p className="help">The market stays a draft until you save; nothing is written before.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField id="country" label="Country" help="The country whose visitors this market serves." error={shown('country')}>
          <select
            {...controlProps('country', shown('country'))}
            value={form.country}
            onChange={(event) => chooseCountry(event.target.value)}
          >
            <option value="">Choose a country…</option>
            <CountryOptions />
          </select>
        </FormField>
        {text(
          'locale',
          'Language and region',
          'Suggested from the country and the languages of the brand’s other markets, such as en-IE.',
        )}
        {text('currency', 'Currency', 'The currency players of this market pay in, three capital letters (EUR, GBP).', 4)}
        {text(
          'nodeId',
          'Content node id',
          'The content service node that holds this market’s pages; the next free one is suggested.',
          8,
        )}
        {casino(
          'casinoId',
          'Desktop casino id',
          casinoIds.desktop,
          `The platform’s casino for desktop visitors; ask the platform team which of ${name}’s casinos this market uses.`,
        )}
        {casino(
          'mobileCasinoId',
          'Phone casino id',
          casinoIds.mobile,
          `The platform’s casino for phone and tablet visitors of ${name}.`,
        )}
        <div className="actions">
          <button type="submit" className="primary">
            Add as a draft
          </button>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
      {refusal && (
        <p role="alert" className="error">
          {refusal}
        </p>
      )}
    </section>
  );
}
