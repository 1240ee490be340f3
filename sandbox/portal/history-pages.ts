import type { GameRound, Player, Transaction } from '../core/index.ts';
import { formatDateTime, formatMoney } from './format.ts';
import { html } from '../core/index.ts';
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

interface HistoryColumn<T> {
  heading: string;
  numeric?: boolean;
  cell(row: T): unknown;
}

/** A history page: the player's latest rows as a table in their currency, or a plain empty state. */
function historyPage<T extends { at: string }>(
  player: Player,
  page: { title: string; empty: string; all: readonly T[]; columns: HistoryColumn<T>[] },
): string {
  const rows = latestFirst(page.all);
  const numeric = (column: HistoryColumn<T>) => (column.numeric ? 'number' : undefined);
  const table = html`<table>
    <caption class="hint">
      All amounts in ${player.currencyIsoCode}, latest first.
    </caption>
    <thead>
      <tr>
        ${page.columns.map((column) => html`<th scope="col" class="${numeric(column) ?? ''}">${column.heading}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            ${page.columns.map((column) => html`<td class="${numeric(column) ?? ''}">${column.cell(row)}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
  return playerPage({
    title: page.title,
    body: html`<h1>${page.title}</h1>
      <section>${rows.length ? [table, showingNote(page.all.length)] : html`<p class="empty">${page.empty}</p>`}</section>`,
  });
}

export function transactionHistoryPage(player: Player): string {
  return historyPage<Transaction>(player, {
    title: 'Transaction history',
    empty: 'You have no transactions yet.',
    all: player.transactions,
    columns: [
      { heading: 'Date', cell: (row) => formatDateTime(player, row.at) },
      {
        heading: 'Type',
        cell: (row) => html`${transactionKindLabel(row.kind)}<br /><span class="hint">${row.description}</span>`,
      },
      { heading: 'Amount', numeric: true, cell: (row) => formatMoney(player, row.amount) },
      { heading: 'Balance after', numeric: true, cell: (row) => formatMoney(player, row.balanceAfter) },
    ],
  });
}

export function gameHistoryPage(player: Player): string {
  return historyPage<GameRound>(player, {
    title: 'Game history',
    empty: 'You have not played any games yet.',
    all: player.gameRounds,
    columns: [
      { heading: 'Date', cell: (row) => formatDateTime(player, row.at) },
      { heading: 'Game', cell: (row) => row.gameName },
      { heading: 'Stake', numeric: true, cell: (row) => formatMoney(player, row.stake) },
      { heading: 'Win', numeric: true, cell: (row) => formatMoney(player, row.win) },
    ],
  });
}
