import { describe, expect, it } from 'vitest';
import { GENERATED_BANNER, generateTypes } from './generate-types.ts';
import { staleGeneratedTypes } from './commands/types.ts';
import { SCHEMAS_DIR } from './project.ts';

describe('schemas/generated', () => {
  it('is what the schemas generate now (run `npm run cli -- types` after changing a schema)', async () => {
    expect(await staleGeneratedTypes()).toEqual([]);
  });

  it('carries the "do not edit" banner and imports types it references instead of copying them', async () => {
    const files = await generateTypes(SCHEMAS_DIR);
    expect([...files.values()].every((text) => text.startsWith(GENERATED_BANNER))).toBe(true);
    expect(files.get('brand.ts')).toContain("import type { Theme } from './theme';");
    expect(files.get('brand.ts')).not.toContain('export interface Theme');
    expect(files.get('index.ts')).toContain('hero: HeroProps;');
  });

  it('keeps titles in words as form labels, not types ("Web addresses" names no type)', async () => {
    const brand = (await generateTypes(SCHEMAS_DIR)).get('brand.ts') ?? '';
    expect(brand).toContain('hosts: string[]');
    expect(brand).not.toMatch(/Web ?address/i);
  });
});
