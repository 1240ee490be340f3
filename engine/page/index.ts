/**
 * What components see of the page: its data (brand, market, language, text, money), the brand's
 * styling (the theme contract `vars`, the `media` queries, the brand's rule; the global styles load with
 * this module) and image URLs. The renderer (engine/render) provides them; components never import it.
 */
import './theme/global.css.ts';

export { classNames } from './class-names.ts';
export { vars, media, brandThemeClass, brandThemeCss, hiddenInGame } from './theme/index.ts';
export {
  usePageData,
  useBrand,
  useMarket,
  useLanguage,
  useRuleInForce,
  useText,
  useMoney,
  useSignedMoney,
  PageDataContext,
} from './page-context.tsx';
export { useDeviceProfiler } from './use-device-profiler.ts';
export type { PageAlternate, PageData, ClientBrand } from './page-data.ts';
export {
  responsiveImage,
  imageUrl,
  iconImage,
  iconMask,
  THUMBNAIL_IMAGE,
  HERO_IMAGE,
  IMAGE_WIDTHS,
  IMAGE_ENDPOINT,
  IMAGE_VERSION,
  type ImageWidth,
} from './image-url.ts';
export { fontFaceCss, latinPageFonts, type PageFonts } from './font-files.ts';
export { chooseLocale, languageName, localeCookieString, pathInLocale } from '../market/index.ts';
