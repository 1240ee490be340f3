import { escapeHtml as e } from '../core/index.ts';
import { formatMoney } from './format-money.ts';
import { STAKES } from './spin-outcome.ts';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#14161c;color:#f2f2f5;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
main{width:min(92vw,30rem);padding:1.5rem;border-radius:1rem;background:#1f2330;box-shadow:0 .5rem 2rem rgba(0,0,0,.4);text-align:center}
h1{margin:0 0 .25rem;font-size:1.6rem}
.vendor{margin:0 0 1rem;color:#b8bccb}
.balance{margin:0 0 1rem;font-size:1.1rem}
.reels{display:flex;justify-content:center;gap:.5rem;margin:1rem 0}
.reels span{display:grid;place-items:center;width:4.5rem;height:5rem;border-radius:.5rem;background:#f7f3e8;color:#1f2330;font-size:2.4rem;font-weight:700}
.result{min-height:1.5rem;margin:0 0 1rem;font-weight:600}
.win{color:#7ee2a8}.notice{color:#ffb4a8}
form{display:flex;gap:.75rem;justify-content:center;align-items:end;flex-wrap:wrap}
label{display:flex;flex-direction:column;text-align:left;font-size:.9rem;color:#b8bccb}
select,button{font:inherit;padding:.6rem .9rem;border-radius:.5rem;border:1px solid #4a5068}
select{background:#14161c;color:#f2f2f5}
button{background:#ffc857;color:#1f2330;border-color:#ffc857;font-weight:700;min-width:7rem;cursor:pointer}
button:focus-visible,select:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}
.small{margin:1rem 0 0;font-size:.85rem;color:#b8bccb}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

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
}

/** The demo game: name, balance, the last result, a stake selector and a Spin button. */
export function renderPlayPage(view: PlayPageView): string {
  const money = (amount: number) => formatMoney(amount, view.currencyIsoCode);
  const symbols = view.lastRound?.symbols ?? ['★', '★', '★'];
  const result = view.notice
    ? `<p class="result notice" role="alert">${e(view.notice)}</p>`
    : view.lastRound
      ? view.lastRound.win > 0
        ? `<p class="result win" role="status">You won ${e(money(view.lastRound.win))} on a ${e(money(view.lastRound.stake))} spin!</p>`
        : `<p class="result" role="status">No win this time on your ${e(money(view.lastRound.stake))} spin.</p>`
      : `<p class="result" role="status">Choose your stake and press Spin.</p>`;
  const options = STAKES.map(
    (stake) => `<option value="${stake}"${stake === view.selectedStake ? ' selected' : ''}>${e(money(stake))}</option>`,
  ).join('');
  return page(
    view.gameName,
    `<h1>${e(view.gameName)}</h1>
<p class="vendor">by ${e(view.vendor)}</p>
<p class="balance">Balance: <strong data-testid="balance">${e(money(view.balance))}</strong></p>
<div class="reels" role="img" aria-label="Reels: ${e(symbols.join(' '))}">${symbols.map((symbol) => `<span aria-hidden="true">${e(symbol)}</span>`).join('')}</div>
${result}
<form method="post" action="${e(view.spinAction)}">
<input type="hidden" name="play" value="${e(view.playId)}">
<label for="stake">Stake<select id="stake" name="stake">${options}</select></label>
<button type="submit">Spin</button>
</form>
<p class="small">Stakes are taken from, and wins paid into, your cash balance.</p>`,
  );
}

/** A page that tells the player why the game cannot be shown and what to do. */
export function renderProblemPage(title: string, message: string): string {
  return page(title, `<h1>${e(title)}</h1><p>${e(message)}</p>`);
}
