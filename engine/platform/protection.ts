import type { ActivityStatement, DepositLimitPeriod, ProtectionState } from '../../schemas/index.ts';
import { ACCOUNTS_BASE } from './accounts.ts';
import type { HttpClient } from './http-client.ts';

/** The safer-gambling shapes are the platform contract's (schemas/platform/accounts). */
export type {
  ActivityStatement,
  DepositLimit,
  DepositLimitPeriod,
  PendingLimitIncrease,
  ProtectionState,
} from '../../schemas/index.ts';

/** The contract's error codes of the safer-gambling calls (schemas/platform/accounts/protection-error-code). */
export const PROTECTION_ERROR = {
  limitReached: 16001,
  notYetConfirmable: 16002,
  noPendingIncrease: 16003,
  onBreak: 16004,
  selfExcluded: 16005,
} as const;

export interface ProtectionClient {
  state(userToken: string): Promise<ProtectionState>;
  /** Sets, lowers or asks to raise a limit; amount is the player's free text, null asks to remove it. */
  setDepositLimit(userToken: string, period: DepositLimitPeriod, amount: string | null): Promise<ProtectionState>;
  confirmIncrease(userToken: string, period: DepositLimitPeriod): Promise<ProtectionState>;
  cancelIncrease(userToken: string, period: DepositLimitPeriod): Promise<ProtectionState>;
  takeBreak(userToken: string, days: number): Promise<ProtectionState>;
  selfExclude(userToken: string, months: number): Promise<ProtectionState>;
  statement(userToken: string, from: Date, to: Date): Promise<ActivityStatement>;
}

/**
 * The RTS 12 calls of the accounts service, through the site's proxy. None is retried: a limit asked
 * for twice is harmless, but a break or an exclusion is the player's decision to make once.
 */
export function createProtectionClient(http: HttpClient, base: string = ACCOUNTS_BASE): ProtectionClient {
  const post = <T>(path: string, body: unknown) => http.request<T>('POST', `${base}${path}`, { body, retry: false });
  return {
    state: (userToken) => post('/protection', { userToken }),
    setDepositLimit: (userToken, period, amount) => post('/depositLimits/set', { userToken, period, amount }),
    confirmIncrease: (userToken, period) => post('/depositLimits/confirmIncrease', { userToken, period }),
    cancelIncrease: (userToken, period) => post('/depositLimits/cancelIncrease', { userToken, period }),
    takeBreak: (userToken, days) => post('/protection/break', { userToken, days }),
    selfExclude: (userToken, months) => post('/protection/selfExclusion', { userToken, months }),
    statement: (userToken, from, to) =>
      post('/protection/statement', { userToken, from: from.toISOString(), to: to.toISOString() }),
  };
}
