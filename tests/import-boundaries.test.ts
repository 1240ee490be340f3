import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { IMPORT_TABLE, mayImport, tableFolderOf } from '../lint/import-table.js';
import { cyclesOf, importEdges } from './support/import-graph.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: REPO_ROOT });
const FOLDERS = Object.keys(IMPORT_TABLE);
/** Folders whose code may import anything (tests and benchmarks): left out of the cycle checks. */
const ANYTHING = new Set(FOLDERS.filter((folder) => IMPORT_TABLE[folder]!.includes('*')));

async function brokenRules(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

/** A line of `file` importing `target`, as the file would write it. */
function importLine(file: string, target: string) {
  const specifier = path.posix.relative(path.posix.dirname(file), target);
  return `import { x } from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\nexport const y = x;\n`;
}

describe('the import table (lint/import-table.js), enforced by the lint', () => {
  const pairs = FOLDERS.flatMap((from) => FOLDERS.filter((to) => to !== from).map((to) => ({ from, to })));

  it.each(pairs)('$from → $to is refused exactly when the table leaves it out', async ({ from, to }) => {
    const probe = `${from}/probe.ts`;
    const rules = await brokenRules(probe, importLine(probe, `${to}/index.ts`));
    expect(rules.includes('croupier/import-table')).toBe(!mayImport(from, to));
  });

  it.each([
    { from: 'engine/render', to: 'engine/page', deep: 'page-context.tsx' },
    { from: 'components', to: 'engine/player', deep: 'session/player-session.ts' },
    { from: 'studio/server', to: 'engine/manifest', deep: 'load-brands.ts' },
    { from: 'studio/ui', to: 'engine/manifest', deep: 'load-brands.ts' },
  ])('$from reaches $to through its index only', async ({ from, to, deep }) => {
    const probe = `${from}/probe.ts`;
    expect(await brokenRules(probe, importLine(probe, `${to}/index.ts`))).toEqual([]);
    expect(await brokenRules(probe, importLine(probe, `${to}/${deep}`))).toContain('croupier/import-table');
  });

  it("lets tests import anything, as the table's tests row says", async () => {
    expect(await brokenRules('server/probe.test.ts', importLine('server/probe.test.ts', 'sandbox/index.ts'))).toEqual([]);
  });

  it('has no cycle: a folder never reaches itself through the folders it may import', () => {
    const edges = FOLDERS.filter((from) => !ANYTHING.has(from)).flatMap((from) =>
      IMPORT_TABLE[from]!.map((to) => ({ from, to })),
    );
    expect(cyclesOf(edges)).toEqual([]);
  });

  it('is the table docs/developers.md shows', () => {
    const architecture = readFileSync(path.join(REPO_ROOT, 'docs/developers.md'), 'utf8');
    const rows = new Map(
      architecture
        .split('\n')
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .filter((cells) => cells.length === 5 && /^`.+`$/.test(cells[1]!))
        .map((cells) => [
          cells[1]!.replace(/^`|\/?`$/g, ''),
          [...cells[3]!.matchAll(/`([a-z0-9/*-]+?)\/?`/g)].map((name) => name[1]!).sort(),
        ]),
    );
    expect(Object.fromEntries([...rows].filter(([folder]) => FOLDERS.includes(folder)))).toEqual(
      Object.fromEntries(FOLDERS.map((folder) => [folder, [...IMPORT_TABLE[folder]!].sort()])),
    );
  });
});

describe("the repository's imports", () => {
  const edges = importEdges(REPO_ROOT).filter((edge) => !/\.test\.tsx?$/.test(edge.from));

  it('keep the table, type imports and import() included', () => {
    const broken = edges
      .map((edge) => ({ ...edge, fromFolder: tableFolderOf(edge.from), toFolder: tableFolderOf(edge.to) }))
      .filter(({ fromFolder, toFolder }) => fromFolder && toFolder && !mayImport(fromFolder, toFolder))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(broken).toEqual([]);
  });

  it('have no cycle between files', () => {
    expect(cyclesOf(edges).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('have no cycle between the folders of the table', () => {
    const folderEdges = edges.flatMap(({ from, to }) => {
      const [fromFolder, toFolder] = [tableFolderOf(from), tableFolderOf(to)];
      return fromFolder && toFolder && !ANYTHING.has(fromFolder) ? [{ from: fromFolder, to: toFolder }] : [];
    });
    expect(cyclesOf(folderEdges).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});

describe("the browser's bundle", () => {
  it("reaches nothing of engine/manifest: its validators and parsers (ajv, culori, jsonc-parser) are the server's", () => {
    const edges = importEdges(REPO_ROOT).filter((edge) => !edge.typeOnly && !/\.test\.tsx?$/.test(edge.from));
    const reached = new Set(['engine/render/client-entry.tsx']);
    // A set visits what is added while it is walked: every file the entry reaches, once.
    for (const file of reached) for (const { from, to } of edges) if (from === file) reached.add(to);
    expect([...reached].filter((file) => file.startsWith('engine/manifest/'))).toEqual([]);
  });
});

describe("the studio's browser code (studio/ui, studio/shared)", () => {
  it.each([
    { what: 'a Node builtin', code: "import { readFile } from 'node:fs/promises';\nexport const x = readFile;\n" },
    { what: 'a Node builtin without node:', code: "import path from 'path';\nexport const x = path;\n" },
    { what: 'express', code: "import express from 'express';\nexport const x = express;\n" },
  ])('may not import $what', async ({ code }) => {
    for (const file of ['studio/ui/probe.ts', 'studio/ui/history/probe.tsx', 'studio/shared/probe.ts'])
      expect(await brokenRules(file, code)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it("reads studio/server's types, never its code", async () => {
    const file = 'studio/ui/history/probe.ts';
    const typeOnly = "import type { BrandWorkspace } from '../../server/brand-workspace.ts';\nexport type X = BrandWorkspace;\n";
    expect(await brokenRules(file, typeOnly)).toEqual([]);
    expect(await brokenRules(file, importLine(file, 'studio/server/brand-workspace.ts'))).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('while studio/server may import Node and express', async () => {
    const code =
      "import express from 'express';\nimport { readFile } from 'node:fs/promises';\nexport const x = [express, readFile];\n";
    expect(await brokenRules('studio/server/probe.ts', code)).toEqual([]);
  });
});

describe('the pure core (engine/schedule, engine/manifest, engine/market, engine/compose)', () => {
  it.each([
    { what: 'React', code: "import { useState } from 'react';\nexport const x = useState;\n" },
    { what: 'react-dom/server', code: "import { renderToString } from 'react-dom/server';\nexport const x = renderToString;\n" },
    { what: 'fs', code: "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n" },
  ])('may not import $what', async ({ code }) => {
    for (const folder of ['schedule', 'manifest', 'market', 'compose']) {
      expect(await brokenRules(`engine/${folder}/probe.ts`, code)).toContain('no-restricted-imports');
    }
  });

  it.each(['window', 'document', 'sessionStorage', 'process'])('may not touch %s', async (global) => {
    expect(await brokenRules('engine/compose/probe.ts', `export const x = ${global};\n`)).toContain('no-restricted-globals');
  });
});
