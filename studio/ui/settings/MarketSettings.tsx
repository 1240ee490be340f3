import { documentSchemas } from '../../../schemas/index.ts';
import { MARKET_SECTIONS } from './document-sections.ts';
import { MarketLanguages } from './MarketLanguages.tsx';
import { MarketRules } from './MarketRules.tsx';
import { SettingsSections } from './SettingsSections.tsx';

interface MarketSettingsProps {
  /** The market's file: `brands/jackpotcity/markets/ca.json`. */
  file: string;
  /** The market's file and the count of restores: a restore starts the form again. */
  formKey: string;
  /** The market as edited; null: removed when the drafts are saved. */
  value: unknown;
  onChange: (value: unknown) => void;
  /** Undoes the removal: the market's draft is dropped. */
  onKeep: () => void;
  onRemove: () => void;
}

/** A market's settings (the document form, by section), or the notice that Save removes it. */
export function MarketSettings({ file, formKey, value, onChange, onKeep, onRemove }: MarketSettingsProps) {
  if (value === null)
    return (
      <p className="removal">
        This market is removed when you save.{' '}
        <button type="button" onClick={onKeep}>
          Keep it
        </button>
      </p>
    );
  return (
    <>
      <SettingsSections
        key={formKey}
        sections={MARKET_SECTIONS}
        idPrefix="market"
        schema={documentSchemas.market}
        value={value}
        onChange={onChange}
        after={(section) =>
          section.fields.includes('rulebook') ? (
            <MarketRules market={value} />
          ) : section.fields.includes('locales') ? (
            <MarketLanguages file={file} market={value} />
          ) : null
        }
      />
      <button type="button" className="danger" onClick={onRemove}>
        Remove this market
      </button>
    </>
  );
}
