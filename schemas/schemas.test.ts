import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCHEMAS_DIR = import.meta.dirname;
const schemaFiles = [
  ...readdirSync(SCHEMAS_DIR).filter((file) => file.endsWith('.schema.json')),
  ...readdirSync(path.join(SCHEMAS_DIR, 'components')).map((file) => `components/${file}`),
];

/** Every property schema under `properties`, with where it is, so a missing description can be named. */
function* properties(node: unknown, at: string): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* properties(item, `${at}/${index}`);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      // An `if` only tests a value; it declares no property.
      if (key === 'if') continue;
      if (key === 'properties' && value && typeof value === 'object') {
        for (const [name, property] of Object.entries(value)) {
          yield [`${at}/properties/${name}`, property as Record<string, unknown>];
        }
      }
      yield* properties(value, `${at}/${key}`);
    }
  }
}

describe.each(schemaFiles)('schemas/%s', (file) => {
  const schema = JSON.parse(readFileSync(path.join(SCHEMAS_DIR, file), 'utf8'));

  it('is draft-07 with an $id matching its path and a title', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.$id).toBe(file);
    expect(schema.title).toMatch(/^[A-Z][A-Za-z]+$/);
  });

  it('describes itself and every property', () => {
    expect(schema.description).toEqual(expect.any(String));
    const undescribed = [...properties(schema, '#')]
      .filter(([, property]) => typeof property.description !== 'string')
      .map(([where]) => where);
    expect(undescribed).toEqual([]);
  });
});

/** The documents brand managers edit in the studio's forms, where each property's title is its label. */
const FORM_DOCUMENTS = ['brand.schema.json', 'theme.schema.json', 'market.schema.json'];

describe.each(FORM_DOCUMENTS)('schemas/%s, a studio form', (file) => {
  const schema = JSON.parse(readFileSync(path.join(SCHEMAS_DIR, file), 'utf8'));

  it('titles every property in words, so no form shows a JSON key', () => {
    const untitled = [...properties(schema, '#')]
      .filter(([where]) => !where.endsWith('/properties/$schema'))
      .filter(([, property]) => typeof property.title !== 'string' || !property.title.includes(' '))
      .map(([where, property]) => `${where} ${String(property.title)}`);
    expect(untitled).toEqual([]);
  });
});
