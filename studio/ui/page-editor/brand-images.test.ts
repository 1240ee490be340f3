import { describe, expect, it } from 'vitest';
import { brandImages, uploadPath } from './brand-images.ts';

const brand = { name: 'croupier', images: ['assets/hero-lobby.jpg', 'assets/favicon.svg'] };
const upload = { $asset: 'image/png' as const, base64: 'iVBORw0K' };

describe("an image field's pictures", () => {
  it('lists those on disk from the studio, and uploads waiting for Save from their bytes', () => {
    expect(brandImages(brand, { 'brands/croupier/assets/uploads/logo.png': upload })).toEqual([
      { path: 'assets/favicon.svg', src: '/api/image?path=brands%2Fcroupier%2Fassets%2Ffavicon.svg', draft: false },
      { path: 'assets/hero-lobby.jpg', src: '/api/image?path=brands%2Fcroupier%2Fassets%2Fhero-lobby.jpg', draft: false },
      { path: 'assets/uploads/logo.png', src: 'data:image/png;base64,iVBORw0K', draft: true },
    ]);
  });

  it("leaves out a picture a draft removes, and other brands' uploads", () => {
    const images = brandImages(brand, {
      'brands/croupier/assets/favicon.svg': null,
      'brands/hippodrome/assets/uploads/logo.png': upload,
      'brands/croupier/content/lobby.json': { components: [] },
    });
    expect(images.map((image) => image.path)).toEqual(['assets/hero-lobby.jpg']);
  });
});

describe('where an upload goes', () => {
  it.each([
    { name: 'Summer Hero.JPG', taken: [], path: 'assets/uploads/summer-hero.png' },
    { name: 'summer hero.png', taken: ['assets/uploads/summer-hero.png'], path: 'assets/uploads/summer-hero-2.png' },
    { name: '../../../etc/passwd', taken: [], path: 'assets/uploads/passwd.png' },
    { name: '.png', taken: [], path: 'assets/uploads/image.png' },
  ])('$name → $path', ({ name, taken, path }) => {
    expect(uploadPath(name, 'png', taken)).toBe(path);
  });
});
