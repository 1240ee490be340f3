import { createSchemaValidator, type SchemaValidator } from '../../engine/manifest/index.ts';
import type { ComponentRecord } from '../../schemas/index.ts';

/** A page record the CMS sent that the page leaves out: where it is and which rule it breaks. */
export interface RejectedRecord {
  brand: string;
  path: string;
  /** The record's key, or its position (`#3`) when it has none. */
  key: string;
  alias: string;
  pointer: string;
  rule: string;
}

/**
 * Checks the component records of a page as the CMS sends them at run time, with the validator and
 * messages of `cli validate` (each props schema compiled once): a record whose props break its
 * component's schema, or whose component does not exist, is left out and reported; the rest stay.
 */
export function createPageRecordCheck({
  validator = createSchemaValidator(),
  reject,
}: {
  validator?: Pick<SchemaValidator, 'validateProps'>;
  reject(record: RejectedRecord): void;
}) {
  return function keepValid(brand: string, path: string, records: readonly ComponentRecord[]): ComponentRecord[] {
    return records.filter((record, index) => {
      const where = { brand, path, key: record.key ?? `#${index}`, alias: String(record.alias) };
      const issues = validator.validateProps(record.alias, record.props ?? {});
      if (issues === undefined) {
        reject({ ...where, pointer: '/alias', rule: `no component is called "${where.alias}"` });
        return false;
      }
      const [first] = issues;
      if (first) reject({ ...where, pointer: `/props${first.pointer}`, rule: first.rule });
      return !first;
    });
  };
}
