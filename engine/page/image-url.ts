/**
 * The site's image endpoint, as components and the page head address it: `/api/images?src=…&w=…`.
 * The server accepts these widths only, so every variant a page can ask for is one the cache can hold.
 */
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 960, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * Icons' widths: twice and three times the CSS sizes icons are shown at (18, 24 and 36 px). An SVG
 * asked for at one of these comes back drawn as a PNG of that width: drawn in the browser, each SVG
 * image is a document of its own, parsed and laid out on a phone's main thread (the header's mark
 * alone took about 230 ms of a Lighthouse phone's 4× CPU).
 */
export const ICON_WIDTHS = [36, 48, 54, 72, 108] as const;
export type IconWidth = (typeof ICON_WIDTHS)[number];
export const isIconWidth = (width: number): width is IconWidth => (ICON_WIDTHS as readonly number[]).includes(width);
export type IconSize = 18 | 24 | 36;

export const IMAGE_ENDPOINT = '/api/images';

/**
 * The version of what the endpoint makes of a source. A URL carrying it (`v=`) is cached by browsers
 * and CDNs for a year (`immutable`): bump it when the encoding changes; a source that changes gets a new name.
 */
export const IMAGE_VERSION = '1';

/** Brand assets (`assets/hero.jpg`) are addressed as the site serves them, `/assets/hero.jpg`. */
const sourceOf = (src: string) => (/^(https?:|\/)/.test(src) ? src : `/${src}`);

/**
 * One variant: the source at the given width (webp, or JPEG for a browser without webp; SVG and PNG as
 * they are, but an SVG at an icon width is drawn as a PNG).
 */
export function imageUrl(src: string, width: ImageWidth | IconWidth): string {
  return `${IMAGE_ENDPOINT}?${new URLSearchParams({ src: sourceOf(src), w: String(width), v: IMAGE_VERSION })}`;
}

/** `srcset` over the given widths (the browser picks with `sizes`). */
export function imageSrcSet(src: string, widths: readonly ImageWidth[]): string {
  return widths.map((width) => `${imageUrl(src, width)} ${width}w`).join(', ');
}

/**
 * An image through the endpoint, ready to spread on an `<img>` (or a preload link): `src` (the widest),
 * `srcSet` and `sizes`. An SVG is the same at every width: one URL, no `srcSet`.
 */
export function responsiveImage(
  src: string | undefined,
  { widths, sizes }: { widths: readonly ImageWidth[]; sizes: string },
): { src?: string; srcSet?: string; sizes?: string } {
  if (!src) return {};
  const widest = imageUrl(src, widths[widths.length - 1]!);
  if (/\.svg$/i.test(new URL(src, 'http://site.invalid').pathname)) return { src: widest };
  return { src: widest, srcSet: imageSrcSet(src, widths), sizes };
}

/** An icon shown at `size` CSS pixels, for screens of two and three device pixels a CSS pixel. */
export function iconImage(src: string, size: IconSize): { src: string; srcSet: string } {
  const at = (density: 2 | 3) => imageUrl(src, (size * density) as IconWidth);
  return { src: at(2), srcSet: `${at(2)} 2x, ${at(3)} 3x` };
}

/**
 * An icon as a mask: drawn in the text colour of what holds it (its shape from the picture's alpha),
 * so an icon made for a dark background still shows on a light pressed tab. Three device pixels a
 * CSS pixel, as the sharpest screen needs; the prefixed property is what Chromium before 120 reads.
 */
export function iconMask(src: string, size: IconSize): { WebkitMaskImage: string; maskImage: string } {
  const image = `url("${imageUrl(src, (size * 3) as IconWidth)}")`;
  return { WebkitMaskImage: image, maskImage: image };
}

/** A game's 4:3 tile: half the screen on a phone (two columns), about 240 px in the desktop grid. */
export const THUMBNAIL_IMAGE = { widths: [160, 240, 320, 480, 640], sizes: '(max-width: 720px) 33vw, 240px' } as const;

/** A page hero: the full width of the screen. The lobby's LCP image, preloaded from the head. */
export const HERO_IMAGE = { widths: [640, 960, 1280, 1600], sizes: '100vw' } as const;
