import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillTemplate, starterBrandFiles, STARTER_BRAND_DIR } from './starter-brand.ts';

const OPTIONS = {
  name: 'golden-hour',
  displayName: 'Golden "Hour" <Club>',
  casinoId: 7001,
  mobileCasinoId: 7002,
  productNodeId: 9000,
  marketNodeId: 9100,
};

describe('the starter brand template (cli/templates/starter-brand)', () => {
  const files = starterBrandFiles(OPTIONS);

  it('fills every placeholder, numbers as numbers and names escaped for JSON', () => {
    const brand = JSON.parse(files.get('brand.json')!) as Record<string, unknown>;
    expect(brand).toMatchObject({ name: 'golden-hour', displayName: OPTIONS.displayName, productNodeId: 9000 });
    expect(brand.casinoIds).toEqual({ desktop: [7001], mobile: [7002] });
    expect(JSON.parse(files.get('markets/row.json')!)).toMatchObject({ marketNodeId: 9100, casinoId: 7001 });
    for (const [file, text] of files) expect(text, file).not.toMatch(/\{\{\w+\}\}/);
  });

  it('escapes the name for SVG and puts its initial in the favicon', () => {
    expect(files.get('assets/favicon.svg')).toContain('>G</text>');
    const lobby = JSON.parse(files.get('content/lobby.json')!) as { meta: { title: string } };
    expect(lobby.meta.title).toContain(OPTIONS.displayName);
  });

  it('is the template folder, file for file', () => {
    const templates = readdirSync(STARTER_BRAND_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(STARTER_BRAND_DIR, path.join(entry.parentPath, entry.name)));
    expect([...files.keys()].sort()).toEqual(templates.sort());
    const values = { ...OPTIONS, initial: 'G' };
    for (const file of templates) {
      const template = readFileSync(path.join(STARTER_BRAND_DIR, file), 'utf8');
      expect(files.get(file), file).toBe(fillTemplate(file, template, values));
    }
    expect(readFileSync(path.join(STARTER_BRAND_DIR, 'content/lobby.json'), 'utf8')).toContain('{{displayName}}');
  });

  it('names the placeholder scaffold does not fill', () => {
    expect(() => fillTemplate('brand.json', '{"x": "{{colour}}"}', {})).toThrow('brand.json: the template names {{colour}}');
  });
});
