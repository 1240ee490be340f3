import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { documentFields, documentTemplates, documentWidgets } from './DocumentFormTemplates.tsx';
import { uiSchemaOf } from './document-ui-schema.ts';
import { asCliRules, formValidator } from './form-validator.ts';
import type { PropSchema } from './page-editor/schema-fields.ts';

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
  return (
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
      liveValidate
      showErrorList={false}
      noHtml5Validate
      onChange={(event) => onChange(event.formData)}
    />
  );
}
