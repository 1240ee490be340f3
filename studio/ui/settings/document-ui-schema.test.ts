import { describe, expect, it } from 'vitest';
import { documentSchemas } from '../../../schemas/index.ts';
import { FONT_FIELD, SHELL_SUMMARY_FIELD, uiSchemaOf } from './document-ui-schema.ts';
import { inlineReferences } from './form-validator.ts';
import type { PropSchema } from '../page-editor/schema-fields.ts';

const brand = uiSchemaOf(inlineReferences(documentSchemas.brand as unknown as Record<string, unknown>) as PropSchema);
const market = uiSchemaOf(documentSchemas.market as unknown as PropSchema);
const at = (ui: Record<string, unknown>, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], ui);

describe('how the studio draws a brand and a market', () => {
  it.each<[string, string, unknown, string]>([
    ['brand', 'meta.description', { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } }, 'a 300-character text: a text area'],
    ['brand', 'features.kyc.mailBody', { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } }, 'a mail body: a text area'],
    ['brand', 'theme.palette.primary', { 'ui:widget': 'colour' }, 'a colour: a picker'],
    ['brand', 'theme.favicon', { 'ui:widget': 'asset' }, "a picture: the brand's images"],
    ['brand', 'theme.logo', { 'ui:widget': 'asset' }, "the logo: the brand's images"],
    ['brand', 'restrictedCountries.items', { 'ui:widget': 'country' }, 'a country: by its name'],
    ['market', 'countryIso2Code', { 'ui:widget': 'country' }, "a market's country (null for the rest of the world): by its name"],
    ['brand', 'theme.fonts.display', { 'ui:field': FONT_FIELD }, 'a font: from the installed packages'],
    ['brand', 'theme.fonts.accent', { 'ui:field': FONT_FIELD }, 'another font: the same'],
    ['brand', 'languages', undefined, 'languages: a list of codes, each a folder of messages/ (validate checks them)'],
    ['brand', 'shell', { 'ui:field': SHELL_SUMMARY_FIELD }, 'the shell: a list of its parts'],
    ['market', 'shellProps', { 'ui:field': SHELL_SUMMARY_FIELD }, "a market's shell copy: a list"],
    ['brand', 'displayName', undefined, 'a short text: the plain input'],
    ['market', 'marketNodeId', undefined, 'a number: the plain input'],
  ])('%s %s → %j (%s)', (document, path, expected) => {
    expect(at(document === 'brand' ? brand : market, path)).toEqual(expected);
  });
});
