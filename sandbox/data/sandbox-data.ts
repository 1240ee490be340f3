import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { AJV_OPTIONS, toSchemaIssues } from '../../engine/manifest/index.ts';
import { platformSchemas, sandboxSchemas, type SandboxSchemaName } from '../../schemas/index.ts';

/** The sandbox's data: promotion copy per brand, the words game names are made of, the quests (JSON, one schema each). */
export const SANDBOX_DATA_DIR = path.resolve(import.meta.dirname);

let ajv: Ajv | undefined;

function validatorFor(schema: SandboxSchemaName): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv({ ...AJV_OPTIONS });
    // The sandbox's schemas refer to the platform contract's (a promotion's category, a quest's reward kind).
    for (const known of [...Object.values(platformSchemas), ...Object.values(sandboxSchemas)]) ajv.addSchema(known);
  }
  return ajv.getSchema(sandboxSchemas[schema].$id)!;
}

/**
 * A data file checked against its schema; a broken file stops the sandbox with the file, the JSON
 * pointer and the rule of every problem.
 */
export function parseSandboxData<T>(file: string, text: string, schema: SandboxSchemaName): T {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`, { cause: error });
  }
  const validate = validatorFor(schema);
  if (!validate(data)) {
    const problems = toSchemaIssues(validate.errors).map(({ pointer, rule }) => `  ${pointer || '/'}: ${rule}`);
    throw new Error(`${file} breaks ${schema}:\n${problems.join('\n')}`);
  }
  return data as T;
}

/** `sandbox/data/<relative>`, read and checked. */
export function readSandboxData<T>(relative: string, schema: SandboxSchemaName, dir = SANDBOX_DATA_DIR): T {
  return parseSandboxData<T>(`sandbox/data/${relative}`, readFileSync(path.join(dir, relative), 'utf8'), schema);
}

/** Every `*.json` of a data folder, read and checked, by file name without `.json`. */
export function readSandboxDataFolder<T>(folder: string, schema: SandboxSchemaName, dir = SANDBOX_DATA_DIR): Map<string, T> {
  return new Map(
    readdirSync(path.join(dir, folder))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => [file.replace(/\.json$/, ''), readSandboxData<T>(`${folder}/${file}`, schema, dir)]),
  );
}
