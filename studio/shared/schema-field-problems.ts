import { Ajv, type ErrorObject } from 'ajv';
import { AJV_OPTIONS } from '../../engine/manifest/index.ts';
import { documentSchemas } from '../../schemas/index.ts';

/**
 * The fields the studio's forms check as one types, each checked by the very subschema that checks
 * the files (market.schema.json, brand.schema.json), through ajv with the CLI's options: the page,
 * the API and `cli validate` never disagree, and no rule is written twice.
 */
const FIELDS_SCHEMA = {
  type: 'object',
  properties: {
    locale: documentSchemas.market.properties.locale,
    currencyIsoCode: documentSchemas.market.properties.currencyIsoCode,
    hosts: documentSchemas.brand.properties.hosts,
    colour: documentSchemas.theme.definitions.colour,
  },
};

/** The values a form checks, named as the schemas name them. */
export interface SchemaFields {
  locale?: string;
  currencyIsoCode?: string;
  hosts?: string[];
  /** A colour of the theme's palette (theme.schema.json's `colour`). */
  colour?: string;
}
export type SchemaField = keyof SchemaFields;

/** Each field's rule in plain words a brand manager can act on; `value` is the entry refused. */
const RULE_WORDS: Readonly<Record<SchemaField, (value: unknown) => string>> = {
  locale: () => 'Write two small letters for the language, a dash and two capitals for the country, such as en-IE.',
  currencyIsoCode: () => 'Write the currency as three capital letters, such as EUR or GBP.',
  hosts: (value) =>
    typeof value === 'string'
      ? `"${value}" is not a web address such as royalflush.com: letters, digits and hyphens, with a dot.`
      : 'Give each web address once.',
  colour: (value) => `"${String(value)}" is not a colour such as #1f6f5c`,
};

/** One field refused: the ajv error's instancePath (`/hosts/1`), the field it names, the rule in words. */
export interface SchemaFieldProblem {
  instancePath: string;
  field: SchemaField;
  message: string;
}

const validateFields = new Ajv({ ...AJV_OPTIONS }).compile<SchemaFields>(FIELDS_SCHEMA);

const valueAt = (fields: SchemaFields, instancePath: string): unknown =>
  instancePath
    .split('/')
    .slice(1)
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], fields);

/** What is wrong with the fields given, by the schemas' rules; fields left out are not checked. */
export function schemaFieldProblems(fields: SchemaFields): SchemaFieldProblem[] {
  if (validateFields(fields)) return [];
  return (validateFields.errors ?? []).map((error: ErrorObject) => {
    const field = error.instancePath.split('/')[1] as SchemaField;
    return { instancePath: error.instancePath, field, message: RULE_WORDS[field](valueAt(fields, error.instancePath)) };
  });
}

/**
 * The problems by form field: each reaches its field by its instancePath's first step (`/hosts/1`:
 * the schema's `hosts`, routed to the form's field), never by its words; the first problem of a field wins.
 */
export function fieldErrorsOf<Field extends string>(
  problems: readonly SchemaFieldProblem[],
  routes: Readonly<Partial<Record<SchemaField, Field>>>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const problem of problems) {
    const field = routes[problem.field];
    if (field && errors[field] === undefined) errors[field] = problem.message;
  }
  return errors;
}

/** Whether a text is a colour as the theme's schema takes it (#rrggbb): the colour inputs show it, else black. */
export const isColour = (text: string) => schemaFieldProblems({ colour: text }).length === 0;
