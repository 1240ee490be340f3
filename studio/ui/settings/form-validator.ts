import type { RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import { AJV_FORMATS, AJV_OPTIONS, ruleOf } from '../../../engine/manifest/index.ts';
import { documentSchemas, platformSchemas } from '../../../schemas/index.ts';

/** The forms' validator: ajv with the options and formats the CLI and the server use. */
export const formValidator = customizeValidator({
  ajvOptionsOverrides: { ...AJV_OPTIONS },
  ajvFormatOptions: [...AJV_FORMATS],
});

/** rjsf's errors reworded by the CLI's own rule text, so a form says what `cli validate` says. */
export function asCliRules(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.map((error) => {
    const rule = ruleOf({ keyword: error.name ?? '', params: error.params, message: error.message } as ErrorObject);
    return { ...error, message: rule, stack: `${error.property ?? ''} ${rule}`.trim() };
  });
}

type Schema = Record<string, unknown>;
const bySchemaId = new Map<string, Schema>(
  // An offer's terms are the platform's definition, which CMS promotion cards share by $ref.
  [...Object.values(documentSchemas), platformSchemas.PromotionTerms].map((schema) => [schema.$id, schema as Schema]),
);

/** The $id a reference's file names, read from the schema it is written in (`../platform/…` from `components/…`). */
const schemaIdOf = (file: string, within: Schema) =>
  new URL(file, `schema:/${typeof within.$id === 'string' ? within.$id : ''}`).pathname.replace(/^\//, '');

/**
 * A schema with every $ref replaced by what it names (the theme and component-record schemas, an
 * offer's terms, and local definitions), for the form renderers, which follow local references only.
 */
export function inlineReferences(schema: Schema, document: Schema = schema): Schema {
  const visit = (node: unknown, within: Schema): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, within));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Schema & { $ref?: string };
    if (typeof $ref === 'string') {
      const [file = '', fragment = ''] = $ref.split('#');
      const target = file ? bySchemaId.get(schemaIdOf(file, within)) : within;
      if (!target) return rest;
      const named = fragment
        .split('/')
        .filter(Boolean)
        .reduce<unknown>((at, key) => (at as Schema | undefined)?.[key], target);
      return { ...(visit(named, target) as Schema), ...(visit(rest, within) as Schema) };
    }
    return Object.fromEntries(
      Object.entries(node as Schema)
        .filter(([key]) => key !== '$id' && key !== '$schema' && key !== 'definitions')
        .map(([key, value]) => [key, visit(value, within)]),
    );
  };
  return visit(schema, document) as Schema;
}
