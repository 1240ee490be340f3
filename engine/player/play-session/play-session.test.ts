import { describe, expect, it } from 'vitest';
import { createPlaySession, type PaymentKind } from './play-session.ts';

/** What a game page sees while a game is open, in order. */
type Seen =
  | { round: { stake: number; win: number } }
  | { balance: number | undefined }
  | { payment: PaymentKind; amount: number; balanceAfter?: number };

const round = (stake: number, win: number): Seen => ({ round: { stake, win } });
const balance = (amount: number | undefined): Seen => ({ balance: amount });
const deposit = (amount: number, balanceAfter?: number): Seen => ({ payment: 'deposit', amount, balanceAfter });
const withdrawal = (amount: number, balanceAfter?: number): Seen => ({ payment: 'withdrawal', amount, balanceAfter });

const CASES: { what: string; seen: Seen[]; net: number }[] = [
  { what: 'nothing yet', seen: [], net: 0 },
  { what: 'only the opening balance', seen: [balance(100)], net: 0 },
  // The game reports its rounds: wins minus stakes, whatever the balance does meanwhile.
  { what: 'a losing round', seen: [balance(100), round(1, 0)], net: -1 },
  { what: 'a losing then a winning round', seen: [balance(100), round(1, 0), round(1, 3)], net: 1 },
  { what: 'a win that pays the stake back', seen: [round(2, 2)], net: 0 },
  { what: 'a hundred 10p losses, without drift', seen: Array.from({ length: 100 }, () => round(0.1, 0)), net: -10 },
  { what: 'rounds, a deposit between them', seen: [balance(100), round(5, 0), deposit(50, 145), round(5, 7.5)], net: -2.5 },
  { what: 'rounds before the opening balance', seen: [round(1, 0), balance(99)], net: -1 },
  // A game that reports nothing: the balance's moves, less deposits, plus withdrawals.
  { what: 'a silent game: the balance falls', seen: [balance(100), balance(98.5)], net: -1.5 },
  { what: 'a silent game: the balance rises', seen: [balance(100), balance(97), balance(104.2)], net: 4.2 },
  { what: 'a silent game: a deposit is no win', seen: [balance(100), balance(90), deposit(20, 110)], net: -10 },
  { what: 'a silent game: a withdrawal is no loss', seen: [balance(100), withdrawal(30, 70), balance(75)], net: 5 },
  {
    what: 'a silent game: deposits and withdrawals',
    seen: [balance(100), deposit(25, 125), balance(120), withdrawal(40, 80), deposit(10, 90), balance(92)],
    net: -3,
  },
  { what: 'a silent game: a payment before the opening balance is in it', seen: [deposit(20, 120), balance(118)], net: -2 },
  { what: 'a silent game: a failed read changes nothing', seen: [balance(100), balance(95), balance(undefined)], net: -5 },
  { what: 'a silent game back where it started', seen: [balance(100), balance(99), balance(100)], net: 0 },
];

describe('the net position since the game opened (RTS 2E)', () => {
  it.each(CASES)('$what: $net', ({ seen, net }) => {
    const play = createPlaySession(0);
    for (const event of seen) {
      if ('round' in event) play.countRound(event.round);
      else if ('balance' in event) play.seeBalance(event.balance);
      else play.seePayment(event.payment, event.amount, event.balanceAfter);
    }
    expect(play.getSnapshot().net).toBe(net);
    expect(Object.is(play.getSnapshot().net, -0)).toBe(false);
  });

  it('tells its readers of a change only, with a new snapshot each time', () => {
    const play = createPlaySession(1_000);
    const heard: number[] = [];
    play.subscribe(() => heard.push(play.getSnapshot().net));
    const first = play.getSnapshot();
    play.seeBalance(100);
    play.seeBalance(100);
    play.countRound({ stake: 1, win: 0 });
    expect(heard).toEqual([0, -1]);
    expect(play.getSnapshot()).not.toBe(first);
    expect(play.getSnapshot().openedAt).toBe(1_000);
  });
});
