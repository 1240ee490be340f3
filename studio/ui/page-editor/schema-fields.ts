import type { CustomFieldRender, Field, Fields } from '@puckeditor/core';
import { humanise, sentence } from '../../shared/component-titles.ts';

/** The part of a JSON Schema the editor reads to build a form for people. */
export interface PropSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: readonly unknown[];
  pattern?: string;
  format?: string;
  contentMediaType?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  required?: readonly string[];
  properties?: Record<string, PropSchema>;
  items?: PropSchema;
}

/** The fields Puck has no widget for: the page editor draws them (studio/ui/page-editor/custom-fields.tsx). */
export type CustomKind = 'colour' | 'asset' | 'lines' | 'choices' | 'zonedTime';
export type CustomRenderers = Record<CustomKind, CustomFieldRender<unknown>>;

/** What a field carries besides Puck's own keys: the schema's description, shown under the field as help. */
export interface FieldHelp {
  help?: string;
  /** The allowed values of a "choices" field, with their labels. */
  choices?: { value: string; label: string }[];
  /** The time zone a "zonedTime" field is read and written in: the market's. */
  timeZone?: string;
}

/** Text props written as paragraphs (terms, explanations), edited in a text area; CMS HTML is one too. */
const LONG_TEXT_PROPS = new Set([
  'body',
  'description',
  'html',
  'intro',
  'licenceText',
  'loggedOutText',
  'mailBody',
  'message',
  'responsibleGamblingText',
  'smallPrint',
  'subtitle',
  'summary',
  'terms',
  'welcomeOffer',
]);
/** A string longer than this, by its schema's maxLength, is a paragraph. */
const LONG_TEXT_MAX_LENGTH = 120;

/** A pattern for "#" and hex digits: a CSS colour. */
const isColourPattern = (pattern: string | undefined) => !!pattern?.includes('#') && /\[[^\]]*a-f[^\]]*\]/i.test(pattern);

const isString = (schema: PropSchema) => schema.type === 'string';

/** How a string prop is edited, from what its schema says of it. */
export function stringKind(name: string, schema: PropSchema): 'text' | 'textarea' | 'colour' | 'asset' {
  if (schema.format === 'color' || isColourPattern(schema.pattern) || /colou?r$/i.test(name)) return 'colour';
  if (schema.pattern?.startsWith('^assets/')) return 'asset';
  if (
    schema.contentMediaType === 'text/html' ||
    LONG_TEXT_PROPS.has(name) ||
    (schema.maxLength !== undefined && schema.maxLength > LONG_TEXT_MAX_LENGTH)
  ) {
    return 'textarea';
  }
  return 'text';
}

/** The item's first text, to name it in a list ("Slots", "Help centre"). */
function summaryOf(item: Record<string, unknown> | undefined, index?: number): string {
  const text = ['title', 'text', 'heading', 'name', 'label']
    .map((key) => item?.[key])
    .find((value) => typeof value === 'string' && value);
  return typeof text === 'string' ? text : `Item ${(index ?? 0) + 1}`;
}

/** One prop's field: label from its title or name, help from its description, widget from its type. */
export function fieldOf(name: string, schema: PropSchema, renderers: CustomRenderers): Field {
  const label = schema.title ?? humanise(name);
  const metadata: FieldHelp = { help: sentence(schema.description) };
  const custom = (kind: CustomKind, extra: FieldHelp = {}): Field => ({
    type: 'custom',
    label,
    metadata: { ...metadata, ...extra },
    render: renderers[kind],
  });

  if (schema.enum) {
    return {
      type: 'select',
      label,
      metadata,
      options: schema.enum.map((value) => ({ value: value as string, label: humanise(String(value)) })),
    };
  }
  if (isString(schema)) {
    const kind = stringKind(name, schema);
    return kind === 'colour' || kind === 'asset' ? custom(kind) : { type: kind, label, metadata };
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    return { type: 'number', label, metadata, min: schema.minimum, max: schema.maximum };
  }
  if (schema.type === 'boolean') {
    return {
      type: 'radio',
      label,
      metadata,
      options: [
        { value: true, label: 'Yes' },
        { value: false, label: 'No' },
      ],
    };
  }
  if (schema.type === 'array' && schema.items) {
    const items = schema.items;
    if (items.enum) {
      return custom('choices', {
        choices: items.enum.map((value) => ({ value: String(value), label: humanise(String(value)) })),
      });
    }
    if (items.type === 'object') {
      return {
        type: 'array',
        label,
        metadata,
        arrayFields: fieldsOf(items, renderers),
        defaultItemProps: defaultsOf(items),
        getItemSummary: summaryOf,
      };
    }
    return custom('lines');
  }
  if (schema.type === 'object' && schema.properties) {
    return { type: 'object', label, metadata, objectFields: fieldsOf(schema, renderers) };
  }
  return { type: 'text', label, metadata };
}

/** Every prop of an object schema as a Puck field, in the schema's order. */
export function fieldsOf(schema: PropSchema, renderers: CustomRenderers): Fields {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, prop]) => [name, fieldOf(name, prop, renderers)]),
  );
}

/** A new component's props: the schema's defaults, and the first choice of a required select. */
export function defaultsOf(schema: PropSchema): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).flatMap(([name, prop]): [string, unknown][] => {
      if (prop.default !== undefined) return [[name, prop.default]];
      if (required.has(name) && prop.enum?.length) return [[name, prop.enum[0]]];
      return [];
    }),
  );
}
