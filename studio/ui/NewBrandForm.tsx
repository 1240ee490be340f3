import { SCHEMA_RULES } from '../schema-rules.ts';
import { useEffect, useMemo, useState } from 'react';
import { brandNameProblem, folderNameOf, paletteContrast, type PaletteKey } from '../../engine/manifest/index.ts';
import { colourProblem, FONT_ROLES, hostProblem, hostsOf, positiveIdOf, type Palette } from '../new-brand-rules.ts';
import { countryOptions, suggestMarket } from './market-suggestions.ts';
import { studioClient, StudioRefusal, type AssetDraft, type Draft, type NewBrandDefaults } from './studio-client.ts';
import { formFieldFor } from './FormField.tsx';

const COUNTRIES = countryOptions();

/** The palette's colours, named for people, in the order a brand manager thinks of them. */
const COLOURS: readonly { key: PaletteKey; label: string; help: string }[] = [
  { key: 'primary', label: 'Main colour', help: 'Buttons, the selected tab, highlights.' },
  { key: 'onPrimary', label: 'Text on the main colour', help: 'The words on buttons.' },
  { key: 'secondary', label: 'Second colour', help: 'Favicon background and secondary panels.' },
  { key: 'accent', label: 'Accent', help: 'Links and jackpot amounts.' },
  { key: 'background', label: 'Page background', help: 'Behind everything.' },
  { key: 'surface', label: 'Cards and bars', help: 'Header, footer, game cards.' },
  { key: 'surfaceRaised', label: 'Dialogs and raised panels', help: 'Login, cookie bar, menus.' },
  { key: 'text', label: 'Text', help: 'Body text everywhere.' },
  { key: 'textMuted', label: 'Quiet text', help: 'Dates, small print, hints.' },
  { key: 'border', label: 'Lines and borders', help: 'Between cards and fields.' },
  { key: 'success', label: 'Success', help: 'Confirmations.' },
  { key: 'danger', label: 'Warning', help: 'Errors and alerts.' },
];
const PALETTE_NAMES = Object.fromEntries(COLOURS.map((colour) => [colour.key, colour.label.toLowerCase()])) as Record<
  PaletteKey,
  string
>;
const FONT_LABELS = { display: 'Headings', body: 'Body text', accent: 'Labels and numbers' } as const;

type Field =
  | 'displayName'
  | 'name'
  | 'hosts'
  | 'casinoId'
  | 'mobileCasinoId'
  | 'logo'
  | 'favicon'
  | 'market.country'
  | 'market.locale'
  | 'market.nodeId';

/**
 * A new brand, as `npm run cli -- brand scaffold` makes it (the same code, on the studio's side), with
 * its name, web addresses, colours, fonts, images and a first market chosen here. It becomes drafts:
 * the brand shows in the live preview at once, and Save writes it after showing every new file.
 */
export function NewBrandForm({ onDraft, onCancel }: { onDraft: (files: Draft[]) => void; onCancel: () => void }) {
  const [defaults, setDefaults] = useState<NewBrandDefaults>();
  const [displayName, setDisplayName] = useState('');
  const [folder, setFolder] = useState<string>();
  const [hostsText, setHostsText] = useState('');
  const [palette, setPalette] = useState<Record<string, string>>({});
  const [fonts, setFonts] = useState<Record<string, string>>({});
  const [casinoId, setCasinoId] = useState('');
  const [mobileCasinoId, setMobileCasinoId] = useState('');
  const [market, setMarket] = useState({ country: '', locale: '', currency: '', nodeId: '' });
  const [images, setImages] = useState<Partial<Record<'logo' | 'favicon', { draft: AssetDraft; note: string }>>>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<'logo' | 'favicon', string>>>({});
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<{ field?: string; message: string }>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void studioClient.newBrandDefaults().then((loaded) => {
      setDefaults(loaded);
      setPalette(loaded.palette);
      setFonts(loaded.fonts);
    });
  }, []);

  const name = folder ?? folderNameOf(displayName);
  const hosts = hostsOf(hostsText);
  const contrast = useMemo(
    () => (COLOURS.every(({ key }) => !colourProblem(palette[key] ?? '')) ? paletteContrast(palette as Palette) : []),
    [palette],
  );
  const errors: Partial<Record<Field, string>> = {};
  if (!displayName.trim()) errors.displayName = 'Give the brand a name, such as Royal Flush.';
  const badName = brandNameProblem(name);
  if (badName) errors.name = `The folder name ${badName.replace(/^brand name /, '')}.`;
  else if (defaults?.brands.includes(name)) errors.name = `A brand named ${name} exists already; choose another folder name.`;
  const badHost = hosts.map(hostProblem).find(Boolean);
  if (badHost) errors.hosts = `${badHost}.`;
  if (!positiveIdOf(casinoId)) errors.casinoId = 'Enter the desktop casino id the platform team gave you, a whole number.';
  if (!positiveIdOf(mobileCasinoId)) errors.mobileCasinoId = 'Enter the phone casino id, a whole number.';
  else if (mobileCasinoId.trim() === casinoId.trim())
    errors.mobileCasinoId = 'The phone casino id must differ from the desktop one.';
  if (market.country) {
    if (!SCHEMA_RULES.locale.test(market.locale.trim()))
      errors['market.locale'] = 'Write the language and region as en-GB: language, hyphen, country.';
    if (!positiveIdOf(market.nodeId)) errors['market.nodeId'] = 'The content node id is a whole number.';
  }
  if (refusal?.field && refusal.field in FIELD_IDS && !errors[refusal.field as Field])
    errors[refusal.field as Field] = refusal.message;
  const shown = (field: Field) => (checked || field === 'name' || field === 'hosts' ? errors[field] : undefined);

  function chooseCountry(country: string) {
    if (!country || !defaults) return setMarket({ ...market, country });
    const restOfWorld = { locale: 'en', currency: 'EUR', nodeId: defaults.nodes.marketNodeId, isRow: true };
    const suggestion = suggestMarket(country, [restOfWorld], defaults.usedNodeIds);
    setMarket({ country, locale: suggestion.locale, currency: suggestion.currency, nodeId: String(suggestion.nodeId) });
  }

  async function upload(purpose: 'logo' | 'favicon', file: File | undefined) {
    setImageErrors((all) => ({ ...all, [purpose]: undefined }));
    if (!file) return;
    try {
      const answer = await studioClient.upload(file, purpose);
      setImages((all) => ({
        ...all,
        [purpose]: { draft: answer.value, note: `${file.name}, saved as a ${answer.width} × ${answer.height} PNG` },
      }));
    } catch (error) {
      setImages(({ [purpose]: _dropped, ...others }) => others);
      setImageErrors((all) => ({
        ...all,
        [purpose]: `${file.name}: ${error instanceof Error ? error.message : String(error)}.`,
      }));
    }
  }

  async function submit() {
    setChecked(true);
    setRefusal(undefined);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      const files = await studioClient.draftBrand({
        displayName: displayName.trim(),
        name,
        hosts,
        palette,
        fonts,
        casinoId,
        mobileCasinoId,
        market: market.country ? market : undefined,
        logo: images.logo?.draft,
        favicon: images.favicon?.draft,
      });
      onDraft(files);
    } catch (error) {
      setRefusal({
        field: error instanceof StudioRefusal ? error.field : undefined,
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  }

  if (!defaults) return <p className="panel">Loading the starter brand…</p>;
  const failing = (key: PaletteKey) => contrast.filter((pair) => !pair.passes && pair.foreground === key);

  return (
    <section className="panel new-brand" aria-labelledby="new-brand-title">
      <h2 id="new-brand-title">New brand</h2>
      <p className="help">
        The brand is made as the command line’s <code>brand scaffold</code> makes it, with your choices. It stays a draft you can
        see in the preview; nothing is written until you save.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset>
          <legend>Name and web addresses</legend>
          <FormField id="displayName" label="Brand name" help="As players read it: Royal Flush." error={shown('displayName')}>
            <input
              {...controlProps('displayName', shown('displayName'))}
              value={displayName}
              autoComplete="off"
              onChange={(event) => setDisplayName(event.target.value)}
            />
          </FormField>
          <FormField
            id="name"
            label="Folder name"
            help={`Made from the brand name; the brand is served at ${name || '…'}.localhost on this machine.`}
            error={shown('name')}
          >
            <input
              {...controlProps('name', shown('name'))}
              value={name}
              autoComplete="off"
              onChange={(event) => setFolder(event.target.value)}
            />
          </FormField>
          <FormField
            id="hosts"
            label="Web addresses"
            help="The addresses players open, one a line (royalflush.com). You can add them later."
            error={shown('hosts')}
          >
            <textarea
              {...controlProps('hosts', shown('hosts'))}
              rows={2}
              value={hostsText}
              onChange={(event) => setHostsText(event.target.value)}
            />
          </FormField>
        </fieldset>

        <fieldset>
          <legend>Colours</legend>
          <p className="help">Every pair of colours drawn on each other is checked for contrast (WCAG 2.2 AA) as you pick.</p>
          <div className="colour-grid">
            {COLOURS.map(({ key, label, help }) => {
              const problems = failing(key);
              return (
                <div key={key} className={`colour${problems.length ? ' has-error' : ''}`}>
                  <input
                    type="color"
                    {...controlProps(`colour-${key}`, problems.length > 0)}
                    value={palette[key] ?? '#000000'}
                    onChange={(event) => setPalette({ ...palette, [key]: event.target.value })}
                  />
                  <label htmlFor={`new-brand-colour-${key}`}>
                    {label} <code>{palette[key]}</code>
                  </label>
                  <small id={`new-brand-colour-${key}-help`}>{help}</small>
                  <span id={`new-brand-colour-${key}-error`} className="error">
                    {problems
                      .map(
                        (pair) =>
                          `Hard to read on ${PALETTE_NAMES[pair.background]}: contrast ${(Math.floor(pair.ratio * 100) / 100).toFixed(2)}:1, needs ${pair.minimum}:1.`,
                      )
                      .join(' ')}
                  </span>
                </div>
              );
            })}
          </div>
        </fieldset>

        <fieldset>
          <legend>Fonts</legend>
          <div className="row-fields">
            {FONT_ROLES.map((role) => (
              <FormField key={role} id={`font-${role}`} label={FONT_LABELS[role]} help="From the fonts installed with the site.">
                <select
                  {...controlProps(`font-${role}`)}
                  value={fonts[role] ?? ''}
                  onChange={(event) => setFonts({ ...fonts, [role]: event.target.value })}
                >
                  {defaults.installedFonts.map((font) => (
                    <option key={font.package} value={font.package}>
                      {font.family}
                      {font.variable ? '' : ' (three weights)'}
                    </option>
                  ))}
                </select>
              </FormField>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend>Logo and favicon</legend>
          <div className="row-fields">
            {(['logo', 'favicon'] as const).map((purpose) => (
              <FormField
                key={purpose}
                id={purpose}
                label={purpose === 'logo' ? 'Logo' : 'Favicon'}
                help={
                  purpose === 'logo'
                    ? 'The site header shows it. PNG, JPEG, WebP, GIF or SVG up to 2 MB, 64 × 32 pixels at least; stored as a PNG.'
                    : 'A square image, 32 × 32 pixels at least, up to 2 MB; the site header shows it when there is no logo. Without one the starter’s is used.'
                }
                error={imageErrors[purpose]}
              >
                <input
                  {...controlProps(purpose, imageErrors[purpose])}
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
                  onChange={(event) => void upload(purpose, event.target.files?.[0])}
                />
                {images[purpose] && (
                  <span className="thumbnail">
                    <img src={`data:image/png;base64,${images[purpose].draft.base64}`} alt={`the ${purpose} chosen`} />
                    {images[purpose].note}
                  </span>
                )}
              </FormField>
            ))}
          </div>
        </fieldset>

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
                value={casinoId}
                onChange={(event) => setCasinoId(event.target.value)}
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
                value={mobileCasinoId}
                onChange={(event) => setMobileCasinoId(event.target.value)}
              />
            </FormField>
          </div>
        </fieldset>

        <fieldset>
          <legend>First market</legend>
          <p className="help">
            Every brand has a market for the rest of the world. Add the first country it serves on its own; more can be added
            later.
          </p>
          <div className="row-fields">
            <FormField id="market.country" label="Country" help="Leave empty to start with the rest of the world only.">
              <select
                {...controlProps('market.country')}
                value={market.country}
                onChange={(event) => chooseCountry(event.target.value)}
              >
                <option value="">No country yet</option>
                {COUNTRIES.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
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
                    onChange={(event) => setMarket({ ...market, locale: event.target.value })}
                  />
                </FormField>
                <FormField id="market.currency" label="Currency" help="Three capital letters.">
                  <input
                    {...controlProps('market.currency')}
                    size={4}
                    value={market.currency}
                    onChange={(event) => setMarket({ ...market, currency: event.target.value.toUpperCase() })}
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
                    onChange={(event) => setMarket({ ...market, nodeId: event.target.value })}
                  />
                </FormField>
              </>
            )}
          </div>
        </fieldset>

        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            Create as a draft
          </button>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
        {refusal && !(refusal.field && refusal.field in FIELD_IDS) && (
          <p role="alert" className="error">
            {refusal.message}
          </p>
        )}
      </form>
    </section>
  );
}

/** The fields a refusal from the studio may name, shown next to them. */
const FIELD_IDS: Readonly<Record<Field, true>> = {
  displayName: true,
  name: true,
  hosts: true,
  casinoId: true,
  mobileCasinoId: true,
  logo: true,
  favicon: true,
  'market.country': true,
  'market.locale': true,
  'market.nodeId': true,
};

const { FormField, controlProps } = formFieldFor('new-brand');
