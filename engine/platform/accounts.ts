import type {
  Account,
  LoginRequest,
  LoginResponse as ContractLoginResponse,
  PlatformErrorBody,
  RefreshLaunchTokensResponse,
  RefreshTokenResponse,
  SessionSummary,
  SessionTokens,
  TermsAcceptance,
  TermsAndConditionsInfo,
} from '../../schemas/index.ts';
import type { HttpClient } from './http-client.ts';

/** Where the browser reaches the accounts service: the site proxies it (SPEC §7 Accounts). */
export const ACCOUNTS_BASE = '/api/accounts';

/** The accounts shapes are the platform contract's (schemas/platform/accounts). */
export type {
  Account,
  LoginRequest,
  SessionSummary,
  SessionTokens,
  TermsAcceptance,
  TermsAndConditionsInfo,
} from '../../schemas/index.ts';

/** A login answer: tokens and account, or (from some platform versions) an error code with status 200. */
export type LoginResponse = Partial<ContractLoginResponse> & Partial<PlatformErrorBody>;

/** Reason 1 of SPEC §3 Logout body: the player logged out. */
export const LOGOUT_REASON_PLAYER = 1;

export interface AccountsClient {
  login(request: LoginRequest): Promise<LoginResponse>;
  logout(userToken: string): Promise<void>;
  details(userToken: string): Promise<Account>;
  /** The account of a user token; `signal` abandons the call (the player logged out meanwhile). */
  detailsViaUserToken(userToken: string, signal?: AbortSignal): Promise<Account & { code?: number }>;
  acceptTermsAndConditions(userToken: string): Promise<TermsAcceptance>;
  termsAndConditions(): Promise<TermsAndConditionsInfo>;
  sessionSummary(userToken: string): Promise<SessionSummary>;
  refreshLaunchTokens(userToken: string, numLaunchTokens: number): Promise<string[]>;
  refreshToken(refreshToken: string, numLaunchTokens: number): Promise<SessionTokens>;
}

/** The accounts calls of SPEC §7, through the site's proxy. Logins and token calls are never retried. */
export function createAccountsClient(http: HttpClient, base: string = ACCOUNTS_BASE): AccountsClient {
  const post = <T>(path: string, body: unknown, bearer?: string, signal?: AbortSignal) =>
    http.request<T>('POST', `${base}${path}`, { body, bearer, retry: false, signal });
  return {
    login: (request) => post<LoginResponse>('/login', request),
    async logout(userToken) {
      await post('/logout', { userId: userToken, reason: LOGOUT_REASON_PLAYER }, userToken);
    },
    details: (userToken) => http.request<Account>('GET', `${base}/details`, { bearer: userToken }),
    detailsViaUserToken: (userToken, signal) => post('/detailsViaUserToken', { userToken }, undefined, signal),
    acceptTermsAndConditions: (userToken) => post('/details/acceptTermsAndConditions', {}, userToken),
    termsAndConditions: () => http.request<TermsAndConditionsInfo>('GET', `${base}/termsAndConditions`),
    sessionSummary: (userToken) => http.request<SessionSummary>('GET', `${base}/sessionSummary`, { bearer: userToken }),
    async refreshLaunchTokens(userToken, numLaunchTokens) {
      const answer = await post<Partial<RefreshLaunchTokensResponse>>('/refreshLaunchTokens', { numLaunchTokens }, userToken);
      return answer?.launchTokens ?? [];
    },
    async refreshToken(refreshToken, numLaunchTokens) {
      const answer = await post<RefreshTokenResponse>('/refreshToken', { numLaunchTokens, refreshToken });
      return answer.tokens;
    },
  };
}
