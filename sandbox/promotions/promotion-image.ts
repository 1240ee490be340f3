import { escapeHtml } from '../core/index.ts';
import type { PromotionCategory } from './promotion-types.ts';

/** Card colours per category: background, accent and text, readable on one another. */
const CATEGORY_COLOURS: Record<PromotionCategory, [string, string, string]> = {
  welcome: ['#1d3b5c', '#e3b85a', '#fdf8ec'],
  reload: ['#3b1f4d', '#d98cc4', '#fbf2fa'],
  freeSpins: ['#0f4a3a', '#7fd6a4', '#f1fbf5'],
  cashback: ['#4a2f12', '#f0a54a', '#fff6ea'],
  tournament: ['#4d1620', '#f07a6a', '#fff1ef'],
};

const CATEGORY_LABELS: Record<PromotionCategory, string> = {
  welcome: 'Welcome offer',
  reload: 'Reload bonus',
  freeSpins: 'Free spins',
  cashback: 'Cashback',
  tournament: 'Tournament',
};

/** Where the promotions service serves its banners, under its own mount. */
export const BANNERS_PATH = '/banners';

/** A banner's path: one per brand, market group and template, as a platform's media store names them. */
export const bannerPath = (brandName: string, isRow: boolean, index: number) =>
  `${BANNERS_PATH}/${brandName}/${isRow ? 'row' : 'regulated'}/${index + 1}.jpg`;

/** A promotion banner as SVG, drawn from its title, brand and category, in the promotion card's 600 × 340. */
export function promotionBannerSvg(input: { title: string; brandName: string; category: PromotionCategory }): string {
  const [background, accent, text] = CATEGORY_COLOURS[input.category];
  // Shrinks long titles to stay inside the banner: a bold serif letter is about 0.62em wide.
  const titleSize = Math.min(34, Math.floor(488 / (input.title.length * 0.62)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="340" viewBox="0 0 600 340" role="img" aria-label="${escapeHtml(input.title)}">`,
    `<rect width="600" height="340" fill="${background}"/>`,
    `<circle cx="520" cy="64" r="140" fill="${accent}" opacity="0.25"/>`,
    `<rect x="40" y="52" width="8" height="236" fill="${accent}"/>`,
    `<text x="72" y="104" fill="${accent}" font-family="Georgia, serif" font-size="22" letter-spacing="3">${escapeHtml(CATEGORY_LABELS[input.category].toUpperCase())}</text>`,
    `<text x="72" y="182" fill="${text}" font-family="Georgia, serif" font-size="${titleSize}" font-weight="bold">${escapeHtml(input.title)}</text>`,
    `<text x="72" y="266" fill="${text}" font-family="Arial, sans-serif" font-size="20" opacity="0.8">${escapeHtml(input.brandName)}</text>`,
    `</svg>`,
  ].join('');
}
