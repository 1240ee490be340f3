import type { Rulebook } from '../../schemas/index.ts';
import type { MarketRulebook } from '../rules/index.ts';
import { scheduleInstant } from '../schedule/index.ts';
import { parseJson } from './parse-json.ts';
import type { SchemaValidator } from './schema-validator.ts';

/** A rulebook file as its reader found it: rulebooks/<id>.json. */
export interface RulebookFile {
  /** The file name without .json: `ukgc`. Markets name their book by it. */
  id: string;
  /** How problems name the file: `rulebooks/ukgc.json`. */
  file: string;
  text: string;
}

/** The file name rule of a rulebook, the one a market's `rulebook` field follows too. */
export const RULEBOOK_ID = /^[a-z0-9-]+$/;

type Report = (file: string, pointer: string, rule: string) => void;

/** Reads and checks every rulebook: its schema, one rule of each kind, dates on the calendar. Returns the valid books. */
export function loadRulebooks(files: readonly RulebookFile[], validator: SchemaValidator, report: Report): MarketRulebook[] {
  return files.flatMap(({ id, file, text }) => {
    if (!RULEBOOK_ID.test(id)) {
      report(file, '', 'a rulebook file is named after its id in lower case: rulebooks/<id>.json with a-z, 0-9 and -');
      return [];
    }
    const parsed = parseJson(text);
    if (!parsed.ok) {
      report(file, '', parsed.rule);
      return [];
    }
    const issues = validator.validate('rulebook', parsed.value);
    issues.forEach((issue) => report(file, issue.pointer, issue.rule));
    if (issues.length) return [];
    const book = parsed.value as Rulebook;
    let valid = true;
    const kinds = new Map<string, number>();
    book.rules.forEach((rule, index) => {
      const earlier = kinds.get(rule.kind);
      if (earlier !== undefined) {
        report(
          file,
          `/rules/${index}/kind`,
          `the book already has a rule of kind ${rule.kind} (/rules/${earlier}): one rule of each kind`,
        );
        valid = false;
      } else kinds.set(rule.kind, index);
      if (scheduleInstant(rule.inForceFrom) === undefined) {
        report(file, `/rules/${index}/inForceFrom`, 'is not a date on the calendar');
        valid = false;
      }
    });
    return valid ? [{ id, name: book.name, regulator: book.regulator, countries: book.countries, rules: book.rules }] : [];
  });
}
