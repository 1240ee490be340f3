import { NO_MONEY_YET, netPosition, toMinor, type PlayMoney } from './net-position.ts';
import type { RoundMessage } from './round-message.ts';

export type PaymentKind = 'deposit' | 'withdrawal';

/** One opened game as its figures see it: when it opened and its money since. */
export interface PlaySnapshot {
  /** When the game opened (epoch ms): the clock beside it counts from here. */
  openedAt: number;
  money: PlayMoney;
  /** Wins minus stakes since the game opened, in major units of the account's currency. */
  net: number;
}

/**
 * The figures of one opened game, as a small store: the game page's figures subscribe to it alone,
 * so a round re-renders them and not the page around. Plain logic, no React, no I/O.
 */
export function createPlaySession(openedAt: number) {
  let snapshot: PlaySnapshot = { openedAt, money: NO_MONEY_YET, net: 0 };
  const listeners = new Set<() => void>();
  const change = (money: PlayMoney) => {
    const net = netPosition(money);
    snapshot = { openedAt, money, net };
    for (const listener of listeners) listener();
  };
  /** A balance read from the platform: the first is the opening one. */
  const withBalance = (money: PlayMoney, balance: number | undefined): PlayMoney =>
    balance === undefined
      ? money
      : { ...money, balanceMinor: toMinor(balance), openingBalanceMinor: money.openingBalanceMinor ?? toMinor(balance) };

  return {
    openedAt,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** A round the game reported (checked by the round message gate). */
    countRound({ stake, win }: Pick<RoundMessage, 'stake' | 'win'>) {
      const { rounds } = snapshot.money;
      change({
        ...snapshot.money,
        rounds: {
          count: rounds.count + 1,
          stakedMinor: rounds.stakedMinor + toMinor(stake),
          wonMinor: rounds.wonMinor + toMinor(win),
        },
      });
    },
    /** The platform's balance, as last read. */
    seeBalance(balance: number | undefined) {
      const money = withBalance(snapshot.money, balance);
      if (money.balanceMinor !== snapshot.money.balanceMinor || money.openingBalanceMinor !== snapshot.money.openingBalanceMinor)
        change(money);
    },
    /** A payment the cashier made, with the balance read after it, taken together: the net never shows it as a win or a loss. */
    seePayment(kind: PaymentKind, amount: number, balanceAfter: number | undefined) {
      const money = withBalance(snapshot.money, balanceAfter);
      const key = kind === 'deposit' ? 'depositsMinor' : 'withdrawalsMinor';
      // Before the opening balance is known the payment is in it already.
      if (snapshot.money.openingBalanceMinor === undefined) return change(money);
      change({ ...money, [key]: money[key] + toMinor(amount) });
    },
  };
}

export type PlaySession = ReturnType<typeof createPlaySession>;
