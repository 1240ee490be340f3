import type { ImagePurpose, NewBrandState } from './new-brand-state.ts';
import { controlProps, FormField } from './new-brand-field.ts';

const IMAGES: readonly { purpose: ImagePurpose; label: string; help: string }[] = [
  {
    purpose: 'logo',
    label: 'Logo',
    help: 'The site header shows it. PNG, JPEG, WebP, GIF or SVG up to 2 MB, 64 × 32 pixels at least; stored as a PNG.',
  },
  {
    purpose: 'favicon',
    label: 'Favicon',
    help: 'A square image, 32 × 32 pixels at least, up to 2 MB; the site header shows it when there is no logo. Without one the starter’s is used.',
  },
];

/** The logo and favicon, each checked and converted by the studio as soon as it is chosen. */
export function ImagesSection({
  state,
  onUpload,
}: {
  state: NewBrandState;
  onUpload: (purpose: ImagePurpose, file: File | undefined) => void;
}) {
  return (
    <fieldset>
      <legend>Logo and favicon</legend>
      <div className="row-fields">
        {IMAGES.map(({ purpose, label, help }) => {
          const image = state.images[purpose];
          return (
            <FormField key={purpose} id={purpose} label={label} help={help} error={state.imageErrors[purpose]}>
              <input
                {...controlProps(purpose, state.imageErrors[purpose])}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
                onChange={(event) => onUpload(purpose, event.target.files?.[0])}
              />
              {image && (
                <span className="thumbnail">
                  <img src={`data:image/png;base64,${image.draft.base64}`} alt={`the ${purpose} chosen`} />
                  {image.note}
                </span>
              )}
            </FormField>
          );
        })}
      </div>
    </fieldset>
  );
}
