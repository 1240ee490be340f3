import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { documentFields, documentTemplates, documentWidgets, InstalledFontsContext } from './DocumentFormTemplates.tsx';
import { FONT_FIELD, uiSchemaOf } from './document-ui-schema.ts';
import { asCliRules, formValidator } from './form-validator.ts';
import type { PropSchema } from '../page-editor/schema-fields.ts';
import { studioClient, type FontChoice } from '../common/studio-client.ts';

const NOTHING_MORE: UiSchema = {};
const HIDDEN_SCHEMA_PATH: UiSchema = { $schema: { 'ui:widget': 'hidden' }, 'ui:submitButtonOptions': { norender: true } };

/**
 * A form generated from a JSON Schema, checked as the CLI checks, reporting every change as a draft.
 * Its labels and help are the schema's titles and descriptions; `uiSchema` adds to how its values are drawn.
 */
export function DocumentForm({
  schema,
  value,
  onChange,
  uiSchema = NOTHING_MORE,
  idPrefix,
}: {
  schema: object;
  value: unknown;
  onChange: (value: unknown) => void;
  uiSchema?: UiSchema;
  idPrefix: string;
}) {
  const drawn = useMemo(() => {
    const derived = uiSchemaOf(schema as PropSchema);
    const given = { ...HIDDEN_SCHEMA_PATH, ...uiSchema };
    return Object.fromEntries(
      [...new Set([...Object.keys(derived), ...Object.keys(given)])].map((key) => [
        key,
        typeof derived[key] === 'object' && typeof given[key] === 'object'
          ? { ...(derived[key] as object), ...(given[key] as object) }
          : (given[key] ?? derived[key]),
      ]),
    ) as UiSchema;
  }, [schema, uiSchema]);
  const fonts = useInstalledFonts(JSON.stringify(drawn).includes(`"${FONT_FIELD}"`));
  return (
    <InstalledFontsContext.Provider value={fonts}>
      <Form
        className="document-form"
        schema={schema as RJSFSchema}
        formData={value}
        validator={formValidator}
        transformErrors={asCliRules}
        uiSchema={drawn}
        templates={documentTemplates}
        widgets={documentWidgets}
        fields={documentFields}
        idPrefix={idPrefix}
        // The form edits a file as it is: a schema's default is not written into a file that leaves the
        // field out (a market without `timeZone` opened unchanged must not become a draft).
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
        liveValidate
        showErrorList={false}
        noHtml5Validate
        onChange={(event) => onChange(event.formData)}
      />
    </InstalledFontsContext.Provider>
  );
}

/** The installed font packages, asked of the studio once, when the form has a font to choose. */
function useInstalledFonts(needed: boolean) {
  const [fonts, setFonts] = useState<FontChoice[]>();
  useEffect(() => {
    if (!needed) return;
    let current = true;
    studioClient.newBrandDefaults().then(
      (defaults) => current && setFonts(defaults.installedFonts),
      // Without the list, the field keeps the font it has and offers no other: nothing is called missing.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed]);
  return fonts;
}
