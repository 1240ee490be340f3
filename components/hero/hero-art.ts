/** The hero art's intrinsic size (the brand SVGs are 1200 × 400): reserves its box before it loads. */
export const HERO_IMAGE_WIDTH = 1200;
export const HERO_IMAGE_HEIGHT = 400;
