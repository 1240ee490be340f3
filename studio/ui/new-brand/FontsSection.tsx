import { FONT_ROLES } from '../../shared/new-brand-rules.ts';
import type { FontChoice } from '../common/studio-client.ts';
import { controlProps, FormField, type SectionProps } from './new-brand-field.ts';

const FONT_LABELS = { display: 'Headings', body: 'Body text', accent: 'Labels and numbers' } as const;

/** The brand's three fonts, from those installed with the site. */
export function FontsSection({
  state,
  dispatch,
  installedFonts,
}: Pick<SectionProps, 'state' | 'dispatch'> & { installedFonts: readonly FontChoice[] }) {
  return (
    <fieldset>
      <legend>Fonts</legend>
      <div className="row-fields">
        {FONT_ROLES.map((role) => (
          <FormField key={role} id={`font-${role}`} label={FONT_LABELS[role]} help="From the fonts installed with the site.">
            <select
              {...controlProps(`font-${role}`)}
              value={state.fonts[role] ?? ''}
              onChange={(event) => dispatch({ kind: 'font', role, font: event.target.value })}
            >
              {installedFonts.map((font) => (
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
  );
}
