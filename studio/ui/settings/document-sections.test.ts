import { describe, expect, it } from 'vitest';
import { documentSchemas } from '../../../schemas/index.ts';
import { BRAND_SECTIONS, MARKET_SECTIONS, sectionSchema, sectionValue, withSection } from './document-sections.ts';

describe.each([
  ['brand', BRAND_SECTIONS, documentSchemas.brand],
  ['market', MARKET_SECTIONS, documentSchemas.market],
])('the %s settings sections', (_kind, sections, schema) => {
  it('hold every field of the schema once, so none is out of reach', () => {
    const fields = sections.flatMap((section) => section.fields);
    expect([...fields].sort()).toEqual(
      Object.keys(schema.properties)
        .filter((field) => field !== '$schema')
        .sort(),
    );
  });
  it('each require what the schema requires of their fields', () => {
    for (const section of sections)
      expect(sectionSchema(schema, section).required).toEqual(schema.required.filter((field) => section.fields.includes(field)));
  });
});

describe('a section of a document', () => {
  const section = { title: 'Market', fields: ['name', 'locale'] };
  const market = { $schema: 's', name: 'Malta', locale: 'en-MT', casinoId: 1 };
  it('is its fields only', () => {
    expect(sectionValue(market, section)).toEqual({ name: 'Malta', locale: 'en-MT' });
  });
  it('goes back in place, a cleared field removed and a new one last', () => {
    expect(Object.entries(withSection(market, section, { name: 'Malta!' }))).toEqual([
      ['$schema', 's'],
      ['name', 'Malta!'],
      ['casinoId', 1],
    ]);
    expect(Object.keys(withSection({ casinoId: 1 }, section, { locale: 'en-MT' }))).toEqual(['casinoId', 'locale']);
  });
});
