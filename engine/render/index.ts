/**
 * What components use of the renderer: styling and the page's context. The router, the server
 * renderer and the client entry are entry points, imported where they start (server, browser).
 */
export { styled, css, keyframes, globalCss, themeClassFor } from './stitches.ts';
export { usePageData, useBrand, useMarket, useLanguage, useText, useMoney, PageDataContext } from './page-context.tsx';
export { useDeviceProfiler } from './use-device-profiler.ts';
export type { PageData, ClientBrand } from './page-data.ts';
export type { ComponentErrorReporter } from './node-boundary.tsx';
export { responsiveImage, imageUrl, THUMBNAIL_IMAGE, HERO_IMAGE, IMAGE_WIDTHS, type ImageWidth } from './image-url.ts';
