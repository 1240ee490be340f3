import type { GameRound, Player, Transaction } from '../core/index.ts';
import { formatDateTime, formatMoney } from './format.ts';
import { html, renderTemplate } from '../core/index.ts';
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

interface HistoryColumn<T> {
  heading: string;
  numeric?: boolean;
  cell(row: T): unknown;
}

/** A history page (portal/history-page.eta): the player's latest rows as a table in their currency, or a plain empty state. */
function historyPage<T extends { at: string }>(
  player: Player,
  page: { title: string; empty: string; all: readonly T[]; columns: HistoryColumn<T>[] },
): string {
  return playerPage({
    title: page.title,
    body: renderTemplate('portal/history-page', {
      ...page,
      rows: latestFirst(page.all),
      total: page.all.length,
      currencyIsoCode: player.currencyIsoCode,
    }),
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
