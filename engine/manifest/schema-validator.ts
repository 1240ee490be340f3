import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { componentPropsSchemas, documentSchemas, platformSchemas, type ComponentAlias } from '../../schemas/index.ts';
import { pointerTo } from './problem.ts';
import { SCHEDULE_TIME_PATTERN, SCHEDULE_TIME_RULE } from '../schedule/index.ts';

/** A schema violation inside one document: where (JSON pointer) and which rule. */
export interface SchemaIssue {
  pointer: string;
  rule: string;
}

export type DocumentKind = 'brand' | 'market' | 'page' | 'rulebook';

export interface SchemaValidator {
  /** Checks a brand manifest, market manifest, page record or rulebook against its schema. */
  validate(kind: DocumentKind, data: unknown): SchemaIssue[];
  /** Checks a component's props against its alias's props schema; undefined when the alias is unknown. */
  validateProps(alias: string, props: unknown): SchemaIssue[] | undefined;
  isKnownAlias(alias: string): alias is ComponentAlias;
}

/** ajv's options for every schema of schemas/: the CLI, the server and the studio's forms all use these. */
export const AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  strictRequired: false,
  strictTypes: false,
  allowUnionTypes: true,
} as const;

/** The formats of ajv-formats that the schemas use. */
export const AJV_FORMATS = ['email', 'uri'] as const;

/** One ajv error as the rule a person reads: the same words in the CLI, the server's log and the studio. */
export function ruleOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
    case 'additionalProperties':
      return `must NOT have additional property "${String(params.additionalProperty)}"`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'pattern':
      return params.pattern === SCHEDULE_TIME_PATTERN ? SCHEDULE_TIME_RULE : (error.message ?? error.keyword);
    default:
      return error.message ?? error.keyword;
  }
}

/** Turns ajv's errors into issues, one per place and rule, pointing at the missing property for `required`. */
export function toSchemaIssues(errors: readonly ErrorObject[] | null | undefined, base = ''): SchemaIssue[] {
  const seen = new Set<string>();
  const issues: SchemaIssue[] = [];
  for (const error of errors ?? []) {
    // `if` only says that a `then` or `else` failed; the failing keyword is reported on its own.
    if (error.keyword === 'if') continue;
    const pointer =
      error.keyword === 'required'
        ? pointerTo(base + error.instancePath, String((error.params as { missingProperty: string }).missingProperty))
        : base + error.instancePath;
    const issue = { pointer, rule: ruleOf(error) };
    const key = `${issue.pointer}\u0000${issue.rule}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}

/**
 * One ajv instance holding every schema of schemas/; each validator is compiled on first use and
 * kept, so a schema is compiled once per validator however many documents it checks.
 */
export function createSchemaValidator(): SchemaValidator {
  const ajv = new Ajv({ ...AJV_OPTIONS });
  addFormats(ajv, [...AJV_FORMATS]);
  for (const schema of Object.values(documentSchemas)) ajv.addSchema(schema);
  for (const schema of Object.values(componentPropsSchemas)) ajv.addSchema(schema);
  // The one definition of an offer's terms, which the platform's promotions and CMS promotion cards share.
  ajv.addSchema(platformSchemas.PromotionTerms);

  const compiled = new Map<string, ValidateFunction>();
  const validatorFor = (id: string) => {
    let validate = compiled.get(id);
    if (!validate) {
      validate = ajv.getSchema(id);
      if (!validate) throw new Error(`no schema with $id ${id}`);
      compiled.set(id, validate);
    }
    return validate;
  };
  const check = (id: string, data: unknown) => {
    const validate = validatorFor(id);
    return validate(data) ? [] : toSchemaIssues(validate.errors);
  };
  const isKnownAlias = (alias: string): alias is ComponentAlias => Object.hasOwn(componentPropsSchemas, alias);

  return {
    validate: (kind, data) => check(documentSchemas[kind].$id, data),
    validateProps: (alias, props) => (isKnownAlias(alias) ? check(componentPropsSchemas[alias].$id, props ?? {}) : undefined),
    isKnownAlias,
  };
}
