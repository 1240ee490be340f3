/** Simple line glyphs on a 64 × 64 grid, one per lobby category and sub-category slug. */
const GLYPHS = {
  reels:
    '<rect x="7" y="16" width="14" height="32" rx="3"/><rect x="25" y="16" width="14" height="32" rx="3"/><rect x="43" y="16" width="14" height="32" rx="3"/>',
  coin: '<circle cx="32" cy="32" r="22"/><circle cx="32" cy="32" r="12"/>',
  cluster:
    '<circle cx="18" cy="18" r="6"/><circle cx="32" cy="18" r="6"/><circle cx="46" cy="18" r="6"/><circle cx="18" cy="32" r="6"/><circle cx="32" cy="32" r="6"/><circle cx="46" cy="32" r="6"/><circle cx="18" cy="46" r="6"/><circle cx="32" cy="46" r="6"/><circle cx="46" cy="46" r="6"/>',
  tag: '<path d="M8 34 L30 12 H52 V34 L30 56 Z"/><circle cx="42" cy="22" r="4"/>',
  wheel: '<circle cx="32" cy="32" r="24"/><circle cx="32" cy="32" r="7"/><path d="M32 8 V25 M32 39 V56 M8 32 H25 M39 32 H56"/>',
  cards:
    '<rect x="10" y="14" width="26" height="38" rx="4" transform="rotate(-12 23 33)"/><rect x="28" y="12" width="26" height="38" rx="4" transform="rotate(10 41 31)"/>',
  camera: '<rect x="6" y="18" width="36" height="28" rx="5"/><path d="M42 27 L58 18 V46 L42 37 Z"/>',
  crown: '<path d="M8 46 L12 18 L24 32 L32 14 L40 32 L52 18 L56 46 Z"/><path d="M8 52 H56"/>',
  target: '<circle cx="32" cy="32" r="24"/><circle cx="32" cy="32" r="15"/><circle cx="32" cy="32" r="6"/>',
  drop: '<path d="M32 6 C44 24 50 32 50 40 A18 18 0 0 1 14 40 C14 32 20 24 32 6 Z"/>',
  star: '<path d="M32 6 L39 24 L58 25 L43 37 L48 56 L32 45 L16 56 L21 37 L6 25 L25 24 Z"/>',
  flame:
    '<path d="M32 58 C18 58 12 48 14 38 C16 28 26 24 26 10 C36 16 38 26 36 32 C40 30 42 26 42 22 C50 30 52 40 50 46 C48 54 40 58 32 58 Z"/>',
  heart: '<path d="M32 54 L10 32 A12 12 0 0 1 32 16 A12 12 0 0 1 54 32 Z"/>',
} as const;

const GLYPH_BY_SLUG: Record<string, keyof typeof GLYPHS> = {
  slots: 'reels',
  'mega-reels': 'reels',
  'classic-reels': 'reels',
  'hold-and-win': 'coin',
  'cluster-pays': 'cluster',
  'bonus-buy': 'tag',
  'live-casino': 'camera',
  'live-roulette': 'wheel',
  'live-blackjack': 'cards',
  'live-baccarat': 'cards',
  'game-shows': 'star',
  'table-games': 'cards',
  roulette: 'wheel',
  blackjack: 'cards',
  poker: 'cards',
  baccarat: 'cards',
  jackpots: 'crown',
  progressive: 'crown',
  'must-win': 'target',
  'daily-drops': 'drop',
  new: 'star',
  'this-week': 'star',
  'this-month': 'star',
  'new-live-tables': 'camera',
  popular: 'flame',
  'most-played': 'flame',
  'staff-picks': 'heart',
  trending: 'flame',
};

const IDLE_COLOUR = '#c9cad3';
const ACTIVE_COLOUR = '#ffc857';

/** The icon of a category or sub-category slug, or undefined for a slug the lobby does not have. */
export function renderIcon(slug: string, active: boolean): string | undefined {
  const glyph = Object.hasOwn(GLYPH_BY_SLUG, slug) ? GLYPH_BY_SLUG[slug] : undefined;
  if (!glyph) return undefined;
  const colour = active ? ACTIVE_COLOUR : IDLE_COLOUR;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true"><g fill="${colour}" fill-opacity="${active ? 0.3 : 0}" stroke="${colour}" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round">${GLYPHS[glyph]}</g></svg>`;
}
