import { createRandom, type Random } from '../core/index.ts';
import type { Game } from './catalogue-types.ts';
import { escapeHtml } from '../core/index.ts';

import { JACKPOT_MARK, TILE } from './jackpot-mark.ts';

const { width: WIDTH, height: HEIGHT } = TILE;
const FONT_STACKS = [
  "Georgia, 'Times New Roman', serif",
  "'Trebuchet MS', Verdana, sans-serif",
  'Impact, Haettenschweiler, sans-serif',
];
const LITTLE_WORDS = new Set(['of', 'the', '&', 'de']);

/** "Golden Pharaoh's Fortune" → "GPF": up to three initials, little words skipped. */
export function gameInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word && !LITTLE_WORDS.has(word.toLowerCase()))
    .slice(0, 3)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

function shape(random: Random, hue: number): string {
  const colour = `hsl(${(hue + random.int(-40, 40) + 360) % 360} 85% ${random.int(55, 75)}%)`;
  const opacity = (0.12 + random.next() * 0.25).toFixed(2);
  const x = random.int(0, WIDTH);
  const y = random.int(0, HEIGHT);
  const size = random.int(30, 140);
  switch (random.int(0, 2)) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${size}" fill="${colour}" opacity="${opacity}"/>`;
    case 1:
      return `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="${random.int(0, 20)}" fill="${colour}" opacity="${opacity}" transform="rotate(${random.int(0, 89)} ${x} ${y})"/>`;
    default:
      return `<polygon points="${x},${y - size} ${x + size},${y + size} ${x - size},${y + size}" fill="${colour}" opacity="${opacity}"/>`;
  }
}

/** A game's tile: a gradient and abstract shapes drawn from the game's seed, its initials large, its name below. */
export function renderThumbnail(game: Game, productNodeId: number): string {
  const random = createRandom(`thumbnail:${productNodeId}:${game.GameGroupId}`);
  const hue = random.int(0, 359);
  const hue2 = (hue + random.int(40, 160)) % 360;
  const angle = random.int(0, 359);
  const shapes = Array.from({ length: random.int(4, 8) }, () => shape(random, hue2)).join('');
  const font = random.pick(FONT_STACKS);
  const name = game.Name.length > 30 ? `${game.Name.slice(0, 29)}…` : game.Name;
  const { x, y, width, height } = JACKPOT_MARK;
  const badge = game.Jackpot
    ? `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="#ffd23f"/><text x="${x + width / 2}" y="${y + 19}" text-anchor="middle" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="#3a2a00">JACKPOT</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeHtml(game.Name)}">
<title>${escapeHtml(game.Name)}</title>
<defs><linearGradient id="tile${game.GameGroupId}" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 18%)"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#tile${game.GameGroupId})"/>
${shapes}
<text x="${WIDTH / 2}" y="165" text-anchor="middle" font-family="${escapeHtml(font)}" font-size="112" font-weight="700" fill="#fff" stroke="rgba(0,0,0,0.35)" stroke-width="4" paint-order="stroke">${escapeHtml(gameInitials(game.Name))}</text>
<rect y="${HEIGHT - 62}" width="${WIDTH}" height="62" fill="rgba(0,0,0,0.45)"/>
<text x="${WIDTH / 2}" y="${HEIGHT - 34}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeHtml(name)}</text>
<text x="${WIDTH / 2}" y="${HEIGHT - 12}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="13" fill="rgba(255,255,255,0.8)">${escapeHtml(game.Vendor)}</text>
${badge}
</svg>`;
}
