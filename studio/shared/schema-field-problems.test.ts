import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, schemaFieldProblems, type SchemaFields } from './schema-field-problems.ts';

describe('schemaFieldProblems', () => {
  it.each<{ fields: SchemaFields; instancePath: string; says: string }>([
    { fields: { locale: 'EN_mt' }, instancePath: '/locale', says: 'two small letters for the language' },
    { fields: { locale: 'english' }, instancePath: '/locale', says: 'such as en-IE' },
    { fields: { currencyIsoCode: 'eur' }, instancePath: '/currencyIsoCode', says: 'three capital letters' },
    {
      fields: { hosts: ['royalflush.com', 'royal flush'] },
      instancePath: '/hosts/1',
      says: '"royal flush" is not a web address',
    },
    { fields: { hosts: ['a.com', 'a.com'] }, instancePath: '/hosts', says: 'each web address once' },
  ])('refuses $instancePath: $says', ({ fields, instancePath, says }) => {
    const problems = schemaFieldProblems(fields);
    expect(problems.map((problem) => problem.instancePath)).toEqual([instancePath]);
    expect(problems[0]?.message).toContain(says);
    expect(problems[0]?.message).not.toMatch(/must|pattern/);
  });

  it.each<SchemaFields>([
    {},
    { locale: 'en' },
    { locale: 'en-GB', currencyIsoCode: 'GBP' },
    { hosts: [] },
    { hosts: ['royalflush.com'] },
  ])('finds nothing wrong with %o', (fields) => {
    expect(schemaFieldProblems(fields)).toEqual([]);
  });
});

describe('fieldErrorsOf', () => {
  it('routes each problem to its form field by its instancePath, the first of a field winning', () => {
    const problems = schemaFieldProblems({ locale: 'x', currencyIsoCode: 'y', hosts: ['a b', 'c d'] });
    const errors = fieldErrorsOf(problems, { locale: 'market.locale', hosts: 'hosts' });
    expect(errors).toEqual({
      'market.locale': expect.stringContaining('such as en-IE'),
      hosts: expect.stringContaining('"a b"'),
    });
  });
});
