import type { GameRound, Player, Transaction } from '../core/index.ts';
import { formatDateTime, formatMoney } from './format.ts';
import { html } from './html.ts';
import { playerPage } from './player-page.ts';

/** How many rows a history page lists: the latest first. */
export const HISTORY_ROWS = 100;

export function transactionKindLabel(kind: Transaction['kind']): string {
  switch (kind) {
    case 'deposit':
      return 'Deposit';
    case 'withdrawal':
      return 'Withdrawal';
    case 'bet':
      return 'Bet';
    case 'win':
      return 'Win';
    case 'bonus':
      return 'Bonus';
    case 'adjustment':
      return 'Adjustment';
  }
}

const latestFirst = <T extends { at: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.at.localeCompare(a.at)).slice(0, HISTORY_ROWS);

function showingNote(total: number) {
  return total > HISTORY_ROWS ? html`<p class="hint">Showing your latest ${HISTORY_ROWS} of ${total}.</p>` : '';
}

export function transactionHistoryPage(player: Player): string {
  const rows = latestFirst(player.transactions);
  const table = html`<table>
    <caption class="hint">
      All amounts in ${player.currencyIsoCode}, latest first.
    </caption>
    <thead>
      <tr>
        <th scope="col">Date</th>
        <th scope="col">Type</th>
        <th scope="col" class="number">Amount</th>
        <th scope="col" class="number">Balance after</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            <td>${formatDateTime(player, row.at)}</td>
            <td>${transactionKindLabel(row.kind)}<br /><span class="hint">${row.description}</span></td>
            <td class="number">${formatMoney(player, row.amount)}</td>
            <td class="number">${formatMoney(player, row.balanceAfter)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
  return playerPage({
    title: 'Transaction history',
    body: html`<h1>Transaction history</h1>
      <section>
        ${rows.length ? [table, showingNote(player.transactions.length)] : html`<p class="empty">You have no transactions yet.</p>`}
      </section>`,
  });
}

export function gameHistoryPage(player: Player): string {
  const rows: GameRound[] = latestFirst(player.gameRounds);
  const table = html`<table>
    <caption class="hint">
      All amounts in ${player.currencyIsoCode}, latest first.
    </caption>
    <thead>
      <tr>
        <th scope="col">Date</th>
        <th scope="col">Game</th>
        <th scope="col" class="number">Stake</th>
        <th scope="col" class="number">Win</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            <td>${formatDateTime(player, row.at)}</td>
            <td>${row.gameName}</td>
            <td class="number">${formatMoney(player, row.stake)}</td>
            <td class="number">${formatMoney(player, row.win)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
  return playerPage({
    title: 'Game history',
    body: html`<h1>Game history</h1>
      <section>
        ${rows.length ? [table, showingNote(player.gameRounds.length)] : html`<p class="empty">You have not played any games yet.</p>`}
      </section>`,
  });
}
