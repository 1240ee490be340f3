import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: REPO_ROOT });

async function brokenRules(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('the pure core (engine/manifest, engine/market, engine/compose)', () => {
  it.each([
    { what: 'React', code: "import { useState } from 'react';\nexport const x = useState;\n" },
    { what: 'react-dom/server', code: "import { renderToString } from 'react-dom/server';\nexport const x = renderToString;\n" },
    { what: 'fs', code: "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n" },
    { what: 'server/', code: "import { x } from '../../server/index.ts';\nexport const y = x;\n" },
    { what: 'cli/', code: "import { x } from '../../cli/project.ts';\nexport const y = x;\n" },
    { what: "another engine folder's deep file", code: "import { x } from '../manifest/load-brands.ts';\nexport const y = x;\n" },
  ])('may not import $what', async ({ code }) => {
    for (const folder of ['manifest', 'market', 'compose']) {
      expect(await brokenRules(`engine/${folder}/probe.ts`, code)).toContain('no-restricted-imports');
    }
  });

  it.each(['window', 'document', 'sessionStorage', 'process'])('may not touch %s', async (global) => {
    expect(await brokenRules('engine/compose/probe.ts', `export const x = ${global};\n`)).toContain('no-restricted-globals');
  });

  it('may import another engine folder through its index', async () => {
    expect(
      await brokenRules(
        'engine/compose/probe.ts',
        "import { loadBrands } from '../manifest/index.ts';\nexport const x = loadBrands;\n",
      ),
    ).toEqual([]);
  });
});

describe('the server', () => {
  it.each([
    { what: 'the sandbox', code: "import { createSandbox } from '../sandbox/index.ts';\nexport const x = createSandbox;\n" },
    { what: "a sandbox's deep file", code: "import { x } from '../../sandbox/core/index.ts';\nexport const y = x;\n" },
    { what: 'the launch scripts', code: "import { x } from '../scripts/build-freshness.ts';\nexport const y = x;\n" },
    { what: 'the studio', code: "import { x } from '../studio/brand-workspace.ts';\nexport const y = x;\n" },
  ])('may not import $what', async ({ code }) => {
    expect(await brokenRules('server/pages/probe.ts', code)).toContain('no-restricted-imports');
    expect(await brokenRules('server/probe.ts', code.replace("'../../", "'../"))).toContain('no-restricted-imports');
  });

  it('may import the engine', async () => {
    expect(
      await brokenRules(
        'server/probe.ts',
        "import { loadBrands } from '../engine/manifest/index.ts';\nexport const x = loadBrands;\n",
      ),
    ).toEqual([]);
  });
});

describe('the studio', () => {
  it.each([
    { what: 'the server', code: "import { x } from '../server/app.ts';\nexport const y = x;\n" },
    { what: 'the sandbox', code: "import { x } from '../sandbox/index.ts';\nexport const y = x;\n" },
    { what: 'the tests', code: "import { x } from '../tests/support/listen.ts';\nexport const y = x;\n" },
    { what: 'the CLI', code: "import { x } from '../cli/commands/explain.ts';\nexport const y = x;\n" },
    {
      what: "an engine folder's deep file",
      code: "import { x } from '../engine/manifest/load-brands.ts';\nexport const y = x;\n",
    },
  ])('may not import $what', async ({ code }) => {
    expect(await brokenRules('studio/probe.ts', code)).toContain('no-restricted-imports');
    expect(await brokenRules('studio/ui/probe.tsx', code.replace("'../", "'../../"))).toContain('no-restricted-imports');
  });

  it.each(['engine/manifest/probe.ts', 'engine/render/probe.tsx', 'components/hero/probe.tsx'])(
    'is never imported by the site (%s)',
    async (file) => {
      const depth = file.split('/').length - 1;
      const code = `import { x } from '${'../'.repeat(depth)}studio/brand-workspace.ts';\nexport const y = x;\n`;
      expect(await brokenRules(file, code)).toContain('no-restricted-imports');
    },
  );

  it("may import the engine's public entries and the components", async () => {
    const code = [
      "import { loadBrands } from '../engine/manifest/index.ts';",
      "import { componentCatalog } from '../components/index.ts';",
      "import { addMarket } from '../engine/brand-files/index.ts';",
      'export const x = [loadBrands, componentCatalog, addMarket];',
      '',
    ].join('\n');
    expect(await brokenRules('studio/probe.ts', code)).toEqual([]);
  });
});
