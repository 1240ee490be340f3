import { useMemo } from 'react';
import { paletteContrast, type PaletteKey } from '../../../engine/manifest/index.ts';
import { colourProblem, type Palette } from '../../shared/new-brand-rules.ts';
import { controlProps, type SectionProps } from './new-brand-field.ts';

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

/**
 * The brand's colours, each pair drawn on each other checked for contrast as one picks. A colour is
 * a swatch with its label beside it, so it lays out its own field rather than the form's FormField.
 */
export function ColoursSection({ state, dispatch }: Pick<SectionProps, 'state' | 'dispatch'>) {
  const { palette } = state;
  const contrast = useMemo(
    () => (COLOURS.every(({ key }) => !colourProblem(palette[key] ?? '')) ? paletteContrast(palette as Palette) : []),
    [palette],
  );
  return (
    <fieldset>
      <legend>Colours</legend>
      <p className="help">Every pair of colours drawn on each other is checked for contrast (WCAG 2.2 AA) as you pick.</p>
      <div className="colour-grid">
        {COLOURS.map(({ key, label, help }) => {
          const problems = contrast.filter((pair) => !pair.passes && pair.foreground === key);
          return (
            <div key={key} className={`colour${problems.length ? ' has-error' : ''}`}>
              <input
                type="color"
                {...controlProps(`colour-${key}`, problems.length > 0)}
                value={palette[key] ?? '#000000'}
                onChange={(event) => dispatch({ kind: 'colour', key, colour: event.target.value })}
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
  );
}
