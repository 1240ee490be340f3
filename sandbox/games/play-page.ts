import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RoundMessage } from '../../schemas/index.ts';
import { renderTemplate, scriptJson, trustedHtml } from '../core/index.ts';
import { formatMoney } from './format-money.ts';
import { STAKES } from './spin-outcome.ts';

/** The demo game's style sheet, inlined (the game frame loads nothing from elsewhere). */
const STYLE = trustedHtml(readFileSync(path.join(import.meta.dirname, 'play-page.css'), 'utf8'));

/**
 * The page's one script: it posts the round the page shows (its JSON data block) to the site that
 * opened the game, naming the site's origin as the target, never '*'. The same text on every page,
 * so the page's CSP allows it by its hash and nothing else runs.
 */
export const ROUND_SCRIPT = `(function () {
  var data = document.getElementById('round-message');
  if (!data || window.parent === window) return;
  var round = JSON.parse(data.textContent);
  window.parent.postMessage(round.message, round.targetOrigin);
})();`;

/** The CSP source that allows ROUND_SCRIPT, computed from its text when the sandbox starts. */
export const ROUND_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(ROUND_SCRIPT).digest('base64')}'`;

export interface PlayPageView {
  gameName: string;
  vendor: string;
  balance: number;
  currencyIsoCode: string;
  /** Where the Spin form posts. */
  spinAction: string;
  playId: string;
  selectedStake: number;
  /** The round just played, if the page shows its result. */
  lastRound?: { stake: number; win: number; symbols: string[] };
  /** A problem to tell the player about, such as too little money for the stake. */
  notice?: string;
  /** The round just played, posted to the site at `targetOrigin` (the launch's `origin`). */
  roundMessage?: { message: RoundMessage; targetOrigin: string };
}

/** The demo game (games/play-page.eta): name, balance, the last result, a stake selector and a Spin button. */
export function renderPlayPage(view: PlayPageView): string {
  const money = (amount: number) => formatMoney(amount, view.currencyIsoCode);
  return renderTemplate('games/play-page', {
    style: STYLE,
    title: view.gameName,
    message: undefined,
    vendor: view.vendor,
    balance: money(view.balance),
    symbols: view.lastRound?.symbols ?? ['★', '★', '★'],
    notice: view.notice,
    lastRound: view.lastRound && {
      won: view.lastRound.win > 0,
      win: money(view.lastRound.win),
      stake: money(view.lastRound.stake),
    },
    roundMessage: view.roundMessage && scriptJson(view.roundMessage),
    roundScript: trustedHtml(ROUND_SCRIPT),
    spinAction: view.spinAction,
    playId: view.playId,
    stakes: STAKES.map((stake) => ({ value: stake, label: money(stake), selected: stake === view.selectedStake })),
  }).value;
}

/** A page that tells the player why the game cannot be shown and what to do. */
export function renderProblemPage(title: string, message: string): string {
  return renderTemplate('games/play-page', { style: STYLE, title, message }).value;
}
