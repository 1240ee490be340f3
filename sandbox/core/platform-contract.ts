import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RequestHandler } from 'express';
import { AJV_FORMATS, AJV_OPTIONS, toSchemaIssues, type SchemaIssue } from '../../engine/manifest/index.ts';
import { platformSchemas, type PlatformSchemaName } from '../../schemas/index.ts';

export interface PlatformContract {
  /** The places where a value breaks the contract's type `name`; empty when it keeps it. */
  check(name: PlatformSchemaName, value: unknown): SchemaIssue[];
}

/**
 * The manifests' formats, and the platform's timestamps (the safer-gambling calls' `date-time` fields):
 * without it ajv refuses to compile those schemas at all.
 */
const PLATFORM_FORMATS = [...AJV_FORMATS, 'date-time'] as const;

/** One ajv instance over every schema of schemas/platform; each is compiled on first use. */
export function createPlatformContract(): PlatformContract {
  const ajv = new Ajv({ ...AJV_OPTIONS });
  addFormats(ajv, [...PLATFORM_FORMATS]);
  for (const schema of Object.values(platformSchemas)) ajv.addSchema(schema);
  const compiled = new Map<PlatformSchemaName, ValidateFunction>();
  return {
    check(name, value) {
      let validate = compiled.get(name);
      if (!validate) {
        validate = ajv.getSchema(platformSchemas[name].$id)!;
        compiled.set(name, validate);
      }
      return validate(value) ? [] : toSchemaIssues(validate.errors);
    },
  };
}

export const platformContract = createPlatformContract();

/** `/credentials/username: must be string` and the rest, for a message a developer reads. */
const describeIssues = (where: string, issues: readonly SchemaIssue[]) =>
  issues.map(({ pointer, rule }) => `${where}${pointer || '/'}: ${rule}`).join('; ');

/**
 * Answers 400 (with the service's bad-request code, the rule and the JSON pointer) when the request
 * body breaks the contract's type `name`; a call without a body is checked as `{}`.
 */
export function requireBody(name: PlatformSchemaName, badRequestCode: number): RequestHandler {
  return (req, res, next) => {
    const issues = platformContract.check(name, req.body ?? {});
    if (issues.length === 0) return next();
    res.status(400).json({
      code: badRequestCode,
      message: `The request breaks the platform contract (${name}): ${describeIssues('body', issues)}`,
      pointer: `body${issues[0]!.pointer}`,
    });
  };
}
