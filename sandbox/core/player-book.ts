import { ACCOUNT_STATUS, ERROR_CODE, type AccountStatusId, type BalanceTypeId, type KycStatus } from './platform-enums.ts';
import { emptyBalances, hashPassword, money, noProtection, passwordMatches, type Player, type Transaction } from './players.ts';
import type { Random } from './random.ts';

export interface NewPlayer {
  username: string;
  password: string;
  currencyIsoCode: string;
  countryIso2: string;
  registeredProductId: number;
  languageCode?: string;
  accountStatusId?: AccountStatusId;
  kycStatus?: KycStatus;
  termsAcceptedAt?: string | null;
  realBalance?: number;
}

const FIRST_USER_ID = 100001;
const FIRST_TRANSACTION_ID = 900001;

/** The platform's players: accounts by id and by username, passwords, and every wallet movement. */
export function createPlayerBook({ random, isoNow }: { random: () => Random; isoNow: () => string }) {
  const players = new Map<number, Player>();
  const byUsername = new Map<string, Player>();
  let nextUserId = FIRST_USER_ID;
  let nextTransactionId = FIRST_TRANSACTION_ID;

  /** Moves a balance and writes the transaction; refuses to go below zero. */
  function record(
    player: Player,
    entry: { kind: Transaction['kind']; balanceType: BalanceTypeId; amount: number; description: string },
  ): Transaction {
    const after = money(player.balances[entry.balanceType] + entry.amount);
    if (after < 0) throw Object.assign(new Error('insufficient funds'), { code: ERROR_CODE.insufficientFunds });
    player.balances[entry.balanceType] = after;
    const transaction: Transaction = {
      id: nextTransactionId++,
      at: isoNow(),
      ...entry,
      amount: money(entry.amount),
      balanceAfter: after,
    };
    player.transactions.unshift(transaction);
    return transaction;
  }

  function createPlayer(input: NewPlayer): Player {
    const key = input.username.toLowerCase();
    if (byUsername.has(key))
      throw Object.assign(new Error(`username ${input.username} is taken`), { code: ERROR_CODE.usernameTaken });
    const player: Player = {
      userId: nextUserId++,
      username: input.username,
      passwordHash: hashPassword(input.password, random().hex(16)),
      currencyIsoCode: input.currencyIsoCode,
      countryIso2: input.countryIso2,
      languageCode: input.languageCode ?? 'en',
      registeredProductId: input.registeredProductId,
      registeredAt: isoNow(),
      accountStatusId: input.accountStatusId ?? ACCOUNT_STATUS.ACTIVE,
      kycStatus: input.kycStatus ?? 'notVerified',
      termsAcceptedAt: input.termsAcceptedAt === undefined ? isoNow().slice(0, 10) : input.termsAcceptedAt,
      userType: 0,
      attributes: [],
      balances: emptyBalances(),
      favourites: [],
      recentlyPlayed: [],
      transactions: [],
      gameRounds: [],
      loginDays: [],
      marketingPreferences: { email: true, sms: false, phone: false },
      protection: noProtection(),
    };
    players.set(player.userId, player);
    byUsername.set(key, player);
    if (input.realBalance)
      record(player, { kind: 'deposit', balanceType: 0, amount: input.realBalance, description: 'Opening balance' });
    return player;
  }

  return {
    players,
    createPlayer,
    record,
    findPlayer: (username: string) => byUsername.get(username.toLowerCase()),
    checkPassword(username: string, password: string): Player | undefined {
      const player = byUsername.get(username.toLowerCase());
      return player && passwordMatches(password, player.passwordHash) ? player : undefined;
    },
    clear() {
      players.clear();
      byUsername.clear();
      nextUserId = FIRST_USER_ID;
      nextTransactionId = FIRST_TRANSACTION_ID;
    },
  };
}
