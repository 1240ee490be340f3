import type { SeededPlayers } from '../../schemas/index.ts';
import { readSandboxData } from '../data/index.ts';
import type { Clock } from './clock.ts';
import { ACCOUNT_STATUS } from './platform-enums.ts';
import { createPlayerBook } from './player-book.ts';
import { createRandom, type Random } from './random.ts';
import type { Session } from './session.ts';
import { createSessionBook } from './session-book.ts';
import { createTokenLedger } from './token-ledger.ts';
import { createUserTokens, type UserTokens } from './user-tokens.ts';

export type { Authenticated, LaunchToken, Session } from './session.ts';

export interface SandboxStateOptions {
  clock: Clock;
  seed: number | string;
  /** Signs user tokens; a fresh random one per process is fine. */
  secret: string;
  /** The date the terms and conditions last changed (YYYY-MM-DD). */
  termsLastUpdated?: string;
}

/** The password of every seeded sandbox player. */
export const SEEDED_PASSWORD = 'Croupier2026!';
export const TERMS_LAST_UPDATED = '2026-09-01';

/**
 * The sandbox platform's state: players, sessions, tokens and wallets, in memory. Every service of the
 * sandbox (accounts, games, promotions, broker…) reads and changes this one state.
 */
export function createSandboxState(options: SandboxStateOptions) {
  const { clock } = options;
  const userTokens: UserTokens = createUserTokens({ secret: options.secret, clock });
  let random: Random = createRandom(options.seed);
  const isoNow = () => new Date(clock.now()).toISOString();
  const book = createPlayerBook({ random: () => random, isoNow });
  const sessions = new Map<number, Session>();
  const tokens = createTokenLedger({ random: () => random, sessions, players: book.players });
  const sessionBook = createSessionBook({ sessions, players: book.players, tokens, userTokens, random: () => random, isoNow });

  function reset() {
    book.clear();
    sessionBook.clear();
    tokens.clear();
    random = createRandom(options.seed);
    seedPlayers(book.createPlayer);
  }

  seedPlayers(book.createPlayer);

  return {
    clock,
    get random() {
      return random;
    },
    termsLastUpdated: options.termsLastUpdated ?? TERMS_LAST_UPDATED,
    players: book.players,
    sessions,
    userTokens,
    findPlayer: book.findPlayer,
    createPlayer: book.createPlayer,
    checkPassword: book.checkPassword,
    record: book.record,
    openSession: sessionBook.openSession,
    renewUserToken: sessionBook.renewUserToken,
    closeSession: sessionBook.closeSession,
    setAccountStatus: sessionBook.setAccountStatus,
    endLiveSessions: sessionBook.endLiveSessions,
    issueLaunchTokens: tokens.issueLaunchTokens,
    issueRefreshToken: tokens.issueRefreshToken,
    spendLaunchToken: tokens.spendLaunchToken,
    spendRefreshToken: tokens.spendRefreshToken,
    authenticate: sessionBook.authenticate,
    liveLaunchTokens: tokens.liveLaunchTokens,
    reset,
    isoNow,
  };
}

/**
 * The players of sandbox/data/seeded-players.json, then one per account status other than active
 * (`status.selfexcluded`, …), all with the seeded password.
 */
function seedPlayers(createPlayer: ReturnType<typeof createPlayerBook>['createPlayer']) {
  const { defaults, players } = readSandboxData<SeededPlayers>('seeded-players.json', 'SeededPlayers');
  for (const player of players) createPlayer({ ...defaults, ...player, password: SEEDED_PASSWORD });
  for (const [name, status] of Object.entries(ACCOUNT_STATUS)) {
    if (status === ACCOUNT_STATUS.ACTIVE) continue;
    createPlayer({
      ...defaults,
      username: `status.${name.toLowerCase()}`,
      password: SEEDED_PASSWORD,
      accountStatusId: status,
      kycStatus: 'notVerified',
      realBalance: 10,
    });
  }
}

export type SandboxState = ReturnType<typeof createSandboxState>;
