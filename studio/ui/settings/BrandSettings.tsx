import { documentSchemas } from '../../../schemas/index.ts';
import { BRAND_SECTIONS } from './document-sections.ts';
import { inlineReferences } from './form-validator.ts';
import { BrandImagesContext, type BrandImages } from '../page-editor/brand-images-context.ts';
import { SettingsSections } from './SettingsSections.tsx';

const brandSchema = inlineReferences(documentSchemas.brand as unknown as Record<string, unknown>);
/** The brand's folder name is where its files live: shown, not changed here. */
const BRAND_FORM = { name: { 'ui:readonly': true } };

/** A brand's settings: brand.json's document form, by section, its image fields offering the brand's pictures. */
export function BrandSettings({
  formKey,
  value,
  images,
  onChange,
}: {
  /** The brand file and the count of restores: a restore starts the form again. */
  formKey: string;
  value: unknown;
  images: BrandImages;
  onChange: (value: unknown) => void;
}) {
  return (
    <BrandImagesContext.Provider value={images}>
      <SettingsSections
        key={formKey}
        sections={BRAND_SECTIONS}
        idPrefix="brand"
        schema={brandSchema}
        uiSchema={BRAND_FORM}
        value={value}
        onChange={onChange}
      />
    </BrandImagesContext.Provider>
  );
}
