import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ComponentRecord } from '../../schemas/index.ts';
import { createPageRecordCheck, type RejectedRecord } from './check-page-records.ts';

const check = () => {
  const rejected: RejectedRecord[] = [];
  const keepValid = createPageRecordCheck({ reject: (record) => void rejected.push(record) });
  return { keepValid, rejected };
};

const richText: ComponentRecord = { alias: 'richText', key: 'about', props: { html: '<p>Hello</p>' } };

describe('page records from the CMS, checked at run time', () => {
  it.each<{ name: string; record: ComponentRecord; pointer: string; rule: string }>([
    {
      name: 'a prop of the wrong type',
      record: { alias: 'richText', key: 'broken', props: { html: 42 } },
      pointer: '/props/html',
      rule: 'must be string',
    },
    {
      name: 'a missing required prop',
      record: { alias: 'richText', key: 'broken', props: {} },
      pointer: '/props/html',
      rule: "must have required property 'html'",
    },
    {
      name: 'a prop the schema does not know',
      record: { alias: 'richText', key: 'broken', props: { html: '<p>x</p>', colour: 'red' } },
      pointer: '/props',
      rule: 'must NOT have additional property "colour"',
    },
    {
      name: 'a component that does not exist',
      record: { alias: 'carousel3000', key: 'broken', props: {} } as unknown as ComponentRecord,
      pointer: '/alias',
      rule: 'no component is called "carousel3000"',
    },
  ])('leaves out $name, keeps the rest and says which record and rule', ({ record, pointer, rule }) => {
    const { keepValid, rejected } = check();
    expect(keepValid('croupier', '/promotions', [richText, record, richText])).toEqual([richText, richText]);
    expect(rejected).toEqual([{ brand: 'croupier', path: '/promotions', key: 'broken', alias: record.alias, pointer, rule }]);
  });

  it('names a record without a key by its position', () => {
    const { keepValid, rejected } = check();
    keepValid('hippodrome', '/', [richText, { alias: 'richText', props: {} }]);
    expect(rejected[0]?.key).toBe('#1');
  });

  it.each(['croupier', 'hippodrome', 'jackpotcity'])("keeps every record of %s's lobby as it is", (brand) => {
    const { keepValid, rejected } = check();
    const lobby = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../brands', brand, 'content/lobby.json'), 'utf8'),
    ) as {
      components: ComponentRecord[];
    };
    expect(keepValid(brand, '/', lobby.components)).toEqual(lobby.components);
    expect(rejected).toEqual([]);
  });
});
