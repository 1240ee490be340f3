import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyOfBrands, runCli } from '../../tests/support/run-cli.ts';
import { createBrandWorkspace } from './brand-workspace.ts';
import { newBrandRequestOf } from './new-brand.ts';

let scratch: { dir: string; remove: () => Promise<void> };
beforeEach(async () => {
  scratch = await copyOfBrands();
});
afterEach(() => scratch.remove());

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

const royalFlush = {
  displayName: 'Royal Flush',
  name: 'royal-flush',
  hosts: ['royalflush.example'],
  palette: { primary: '#c9a227' },
  fonts: { display: '@fontsource/poppins' },
  casinoId: '9101',
  mobileCasinoId: '9102',
  market: { country: 'GB', locale: 'en-GB', currency: 'GBP', nodeId: '9999' },
};

describe('the new brand as drafts', () => {
  it('is the files brand scaffold writes, with the choices applied; nothing is written before Save', async () => {
    const workspace = createBrandWorkspace({ brandsDir: scratch.dir });
    const { files } = await workspace.draftBrand(newBrandRequestOf(royalFlush));
    expect(await filesUnder(scratch.dir)).not.toContainEqual(expect.stringMatching(/^royal-flush/));

    const scaffolded = await copyOfBrands();
    try {
      const run = await runCli([
        '--brands-dir',
        scaffolded.dir,
        'brand',
        'scaffold',
        'royal-flush',
        '--casino-id',
        '9101',
        '--mobile-casino-id',
        '9102',
      ]);
      expect(run.code).toBe(0);
      const scaffoldFiles = (await filesUnder(path.join(scaffolded.dir, 'royal-flush'))).map(
        (file) => `brands/royal-flush/${file}`,
      );
      // Scaffold's files, and the first market besides.
      expect(files.map((file) => file.path).sort()).toEqual([...scaffoldFiles, 'brands/royal-flush/markets/gb.json'].sort());
      const lobby = files.find((file) => file.path.endsWith('content/lobby.json'));
      expect(lobby?.value).toEqual(
        JSON.parse(await readFile(path.join(scaffolded.dir, 'royal-flush/content/lobby.json'), 'utf8')),
      );
    } finally {
      await scaffolded.remove();
    }

    const brand = files.find((file) => file.path.endsWith('/brand.json'))?.value as {
      hosts: string[];
      theme: { palette: Record<string, string>; fonts: Record<string, { family: string; package: string }> };
    };
    expect(brand.hosts).toEqual(['royalflush.example']);
    expect(brand.theme.palette.primary).toBe('#c9a227');
    expect(brand.theme.fonts.display).toMatchObject({ family: 'Poppins', package: '@fontsource/poppins' });
    expect(files.find((file) => file.path.endsWith('markets/gb.json'))?.value).toMatchObject({
      countryIso2Code: 'GB',
      locale: 'en-GB',
      currencyIsoCode: 'GBP',
      marketNodeId: 9999,
      casinoId: 9101,
      mobileCasinoId: 9102,
    });
    expect(await workspace.validate(files)).toEqual([]);
  });

  it('is saved all together: valid, Prettier-clean, images as their bytes, the logo in the header', async () => {
    const workspace = createBrandWorkspace({ brandsDir: scratch.dir });
    const picture = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 4, background: '#c9a227' } })
        .png()
        .toBuffer();
    const favicon = await workspace.upload(await picture(128, 128), 'favicon');
    const logo = await workspace.upload(await picture(240, 80), 'logo');
    const { files } = await workspace.draftBrand(newBrandRequestOf({ ...royalFlush, favicon: favicon.value, logo: logo.value }));
    const saved = await workspace.save(files);
    expect(saved.written).toContain('brands/royal-flush/assets/favicon.png');
    expect(saved.written).toContain('brands/royal-flush/assets/logo.png');
    const brand = JSON.parse(await readFile(path.join(scratch.dir, 'royal-flush/brand.json'), 'utf8'));
    expect(brand.theme).toMatchObject({ favicon: 'assets/favicon.png', logo: 'assets/logo.png' });
    expect(saved.written).not.toContain('brands/royal-flush/assets/favicon.svg');
    expect(await sharp(path.join(scratch.dir, 'royal-flush/assets/favicon.png')).metadata()).toMatchObject({
      width: 64,
      height: 64,
    });
    const validate = await runCli(['--brands-dir', scratch.dir, 'validate', '--brand', 'royal-flush'], path.dirname(scratch.dir));
    expect(validate.code).toBe(0);
    // Every written document is as Prettier writes it (`prettier --check` passes).
    const { format, resolveConfig } = await import('prettier');
    const options = await resolveConfig(path.resolve(import.meta.dirname, '../..', 'brands', 'brand.json'));
    for (const file of (await filesUnder(path.join(scratch.dir, 'royal-flush'))).filter((name) => name.endsWith('.json'))) {
      const text = await readFile(path.join(scratch.dir, 'royal-flush', file), 'utf8');
      expect(await format(text, { ...options, parser: 'json' }), file).toBe(text);
    }
  });

  it.each([
    [{ ...royalFlush, displayName: '' }, 'displayName', 'the brand needs a name'],
    [{ ...royalFlush, name: 'Royal Flush' }, 'name', 'must be 2 to 31 characters'],
    [{ ...royalFlush, hosts: ['royal flush'] }, 'hosts', 'is not a web address'],
    [{ ...royalFlush, market: { ...royalFlush.market, locale: 'en_GB' } }, 'market.locale', 'such as en-IE'],
    [{ ...royalFlush, palette: { text: 'white' } }, 'palette.text', 'is not a colour such as #1f6f5c'],
    [{ ...royalFlush, mobileCasinoId: '9101' }, 'mobileCasinoId', 'must differ from the desktop one'],
  ])('refuses bad input naming the field: %#', (body, field, rule) => {
    expect(() => newBrandRequestOf(body)).toThrow(
      expect.objectContaining({ details: { field }, message: expect.stringContaining(rule) }),
    );
  });

  it('refuses a folder name taken by a brand on disk', async () => {
    const workspace = createBrandWorkspace({ brandsDir: scratch.dir });
    await expect(workspace.draftBrand(newBrandRequestOf({ ...royalFlush, name: 'hippodrome' }))).rejects.toMatchObject({
      details: { field: 'name' },
      message: expect.stringContaining('brand "hippodrome" already exists'),
    });
  });
});
