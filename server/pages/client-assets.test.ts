import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageAssets, readClientAssets } from './client-assets.ts';

/** A Vite manifest as the client build writes it: the entry, its shared chunk, and code-split components. */
const MANIFEST = {
  'engine/render/client-entry.tsx': {
    file: 'assets/client-entry-1.js',
    isEntry: true,
    imports: ['_app.js'],
    css: ['assets/app-1.css'],
  },
  'engine/render/warm-up-intl.worker.ts': { file: 'assets/warm-up-intl.worker-1.js', isEntry: true },
  '_app.js': { file: 'assets/app-1.js' },
  '_useMutation.js': { file: 'assets/useMutation-1.js', imports: ['_app.js'] },
  'components/rich-text/RichText.tsx': { file: 'assets/RichText-1.js', isDynamicEntry: true, imports: ['_app.js'] },
  'components/game-window/GameWindow.tsx': {
    file: 'assets/GameWindow-1.js',
    isDynamicEntry: true,
    imports: ['_app.js', '_useMutation.js'],
  },
};

const dirs: string[] = [];
function built(manifest: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the built client's assets", () => {
  const assets = readClientAssets(built(MANIFEST));

  it('give every page the entry, its CSS, the chunks it imports and the Intl warm-up worker', () => {
    expect(assets.page).toEqual({
      script: '/static/assets/client-entry-1.js',
      intlWarmUp: '/static/assets/warm-up-intl.worker-1.js',
      styles: ['/static/assets/app-1.css'],
      preload: ['/static/assets/app-1.js'],
    });
  });

  it("add the chunks of a page's code-split components, beyond what every page loads", () => {
    expect(pageAssets(assets, ['gameWindow', 'header']).preload).toEqual([
      '/static/assets/app-1.js',
      '/static/assets/GameWindow-1.js',
      '/static/assets/useMutation-1.js',
    ]);
    expect(pageAssets(assets, ['richText']).preload).toEqual(['/static/assets/app-1.js', '/static/assets/RichText-1.js']);
  });

  it("link the whole client's one stylesheet first, when the build makes one", () => {
    const withStylesheet = readClientAssets(
      built({ ...MANIFEST, 'style.css': { file: 'assets/style-1.css', src: 'style.css' } }),
    );
    expect(withStylesheet.page.styles).toEqual(['/static/assets/style-1.css', '/static/assets/app-1.css']);
  });

  it('are none without a build: pages render as static HTML', () => {
    expect(readClientAssets(path.join(tmpdir(), 'no-such-build')).page).toEqual({
      script: null,
      intlWarmUp: null,
      styles: [],
      preload: [],
    });
  });
});
