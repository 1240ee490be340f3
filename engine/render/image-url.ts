/**
 * The site's image endpoint, as components and the page head address it: `/api/images?src=…&w=…`.
 * The server accepts these widths only, so every variant a page can ask for is one the cache can hold.
 */
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 960, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const IMAGE_ENDPOINT = '/api/images';

/**
 * The version of what the endpoint makes of a source. A URL carrying it (`v=`) is cached by browsers
 * and CDNs for a year (`immutable`): bump it when the encoding changes; a source that changes gets a new name.
 */
export const IMAGE_VERSION = '1';

/** Brand assets (`assets/hero.jpg`) are addressed as the site serves them, `/assets/hero.jpg`. */
const sourceOf = (src: string) => (/^(https?:|\/)/.test(src) ? src : `/${src}`);

/** One variant: the source at the given width (webp, or JPEG for a browser without webp; SVG and PNG as they are). */
export function imageUrl(src: string, width: ImageWidth): string {
  return `${IMAGE_ENDPOINT}?${new URLSearchParams({ src: sourceOf(src), w: String(width), v: IMAGE_VERSION })}`;
}

/** `srcset` over the given widths (the browser picks with `sizes`). */
export function imageSrcSet(src: string, widths: readonly ImageWidth[]): string {
  return widths.map((width) => `${imageUrl(src, width)} ${width}w`).join(', ');
}

/** An image through the endpoint: `src` (the widest), `srcSet` and `sizes`, ready to spread on an `<img>`. */
export function responsiveImage(src: string, widths: readonly ImageWidth[], sizes: string) {
  return { src: imageUrl(src, widths[widths.length - 1]!), srcSet: imageSrcSet(src, widths), sizes };
}
