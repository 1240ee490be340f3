import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { asCliRules, formValidator } from './form-validator.ts';

const HIDDEN_SCHEMA_PATH: UiSchema = { $schema: { 'ui:widget': 'hidden' }, 'ui:submitButtonOptions': { norender: true } };

/** A form generated from a JSON Schema, checked as the CLI checks, reporting every change as a draft. */
export function DocumentForm({
  schema,
  value,
  onChange,
  uiSchema = {},
  idPrefix,
}: {
  schema: object;
  value: unknown;
  onChange: (value: unknown) => void;
  uiSchema?: UiSchema;
  idPrefix: string;
}) {
  return (
    <Form
      schema={schema as RJSFSchema}
      formData={value}
      validator={formValidator}
      transformErrors={asCliRules}
      uiSchema={{ ...HIDDEN_SCHEMA_PATH, ...uiSchema }}
      idPrefix={idPrefix}
      liveValidate
      showErrorList={false}
      noHtml5Validate
      onChange={(event) => onChange(event.formData)}
    />
  );
}
