import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import { generateTypes, writeTypes } from '../generate-types.ts';
import { REPO_ROOT, SCHEMAS_DIR, type CommandResult } from '../project.ts';

async function formatTypeScript(text: string) {
  const config = await prettier.resolveConfig(path.join(REPO_ROOT, 'schemas/generated/index.ts'));
  return prettier.format(text, { ...config, parser: 'typescript' });
}

/** The generated files that differ from what the schemas generate now. */
export async function staleGeneratedTypes(schemasDir = SCHEMAS_DIR): Promise<string[]> {
  const stale: string[] = [];
  for (const [file, text] of await generateTypes(schemasDir)) {
    const current = await readFile(path.join(schemasDir, 'generated', file), 'utf8').catch(() => undefined);
    if (current !== (await formatTypeScript(text))) stale.push(`schemas/generated/${file}`);
  }
  return stale;
}

export async function runTypes({ check }: { check?: boolean }): Promise<CommandResult> {
  if (check) {
    const stale = await staleGeneratedTypes();
    return stale.length
      ? { exitCode: 1, output: `out of date (run npm run cli -- types):\n${stale.join('\n')}` }
      : { exitCode: 0, output: 'schemas/generated is up to date' };
  }
  const written = await writeTypes(SCHEMAS_DIR, formatTypeScript);
  return { exitCode: 0, output: `wrote ${written.length} files to schemas/generated` };
}
