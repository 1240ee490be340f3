import type { HttpClient } from './http-client.ts';

/** Where the browser reaches the accounts service: the site proxies it (SPEC §7 Accounts). */
export const ACCOUNTS_BASE = '/api/accounts';

/** The tokens of SPEC §3: a user token (bearer), single-use launch tokens and refresh tokens. */
export interface SessionTokens {
  userToken: string;
  launchTokens: string[];
  refreshTokens: string[];
}

/** The account of SPEC §3, as login and the details calls return it. */
export interface Account {
  core: {
    userId: number;
    username: string;
    casinoId: number;
    registeredProductId: number;
    currency: string;
    currencyIsoCode: string;
  };
  personal2: { registeredCountryShortCode: string; languageCode: string };
  regulated: {
    accountStatusId: number;
    areTermsAndConditionsAccepted: boolean;
    /** YYYY-MM-DD; null when the player never accepted. */
    termsAndConditionsAcceptedDate?: string | null;
  };
  session: { core: { sessionProductId: number; sessionId: number; sessionGuid: string; sessionStartTime: string } };
  attributes: { id: number | string; value: unknown }[];
  balances?: { balanceTypeId: number; amount: number }[];
  kycStatus?: 'verified' | 'pending' | 'notVerified';
  userType?: number;
}

/** The login request of SPEC §3. */
export interface LoginRequest {
  credentials: { username: string; password: string; passwordType: string };
  numLaunchTokens: number;
  closeExistingSessions: boolean;
  identifiers: { ipAddress: string };
  firstPartyBlackBox: string;
  thirdPartyBlackBox: string;
  sessionProductId: number;
}

/** A login answer: tokens and account, or (from some platform versions) a code on failure. */
export interface LoginResponse {
  code?: number;
  message?: string;
  tokens?: SessionTokens;
  account?: Account;
}

/** The dates the terms last changed; rest-of-world (Malta-licensed) markets follow their own date. */
export interface TermsAndConditionsInfo {
  lastUpdated?: string;
  maltaLastUpdated?: string;
  version?: string;
}

export interface SessionSummary {
  sessionId: number;
  timePlayedSeconds: number;
  wagered: number;
  won: number;
  netPosition: number;
  currencyIsoCode: string;
}

export interface TermsAcceptance {
  areTermsAndConditionsAccepted: boolean;
  termsAndConditionsAcceptedDate: string | null;
}

/** Reason 1 of SPEC §3 Logout body: the player logged out. */
export const LOGOUT_REASON_PLAYER = 1;

export interface AccountsClient {
  login(request: LoginRequest): Promise<LoginResponse>;
  logout(userToken: string): Promise<void>;
  details(userToken: string): Promise<Account>;
  detailsViaUserToken(userToken: string): Promise<Account & { code?: number }>;
  acceptTermsAndConditions(userToken: string): Promise<TermsAcceptance>;
  termsAndConditions(): Promise<TermsAndConditionsInfo>;
  sessionSummary(userToken: string): Promise<SessionSummary>;
  refreshLaunchTokens(userToken: string, numLaunchTokens: number): Promise<string[]>;
  refreshToken(refreshToken: string, numLaunchTokens: number): Promise<SessionTokens>;
}

/** The accounts calls of SPEC §7, through the site's proxy. Logins and token calls are never retried. */
export function createAccountsClient(http: HttpClient, base: string = ACCOUNTS_BASE): AccountsClient {
  const post = <T>(path: string, body: unknown, bearer?: string) =>
    http.request<T>('POST', `${base}${path}`, { body, bearer, retry: false });
  return {
    login: (request) => post<LoginResponse>('/login', request),
    async logout(userToken) {
      await post('/logout', { userId: userToken, reason: LOGOUT_REASON_PLAYER }, userToken);
    },
    details: (userToken) => http.request<Account>('GET', `${base}/details`, { bearer: userToken }),
    detailsViaUserToken: (userToken) => post('/detailsViaUserToken', { userToken }),
    acceptTermsAndConditions: (userToken) => post('/details/acceptTermsAndConditions', {}, userToken),
    termsAndConditions: () => http.request<TermsAndConditionsInfo>('GET', `${base}/termsAndConditions`),
    sessionSummary: (userToken) => http.request<SessionSummary>('GET', `${base}/sessionSummary`, { bearer: userToken }),
    async refreshLaunchTokens(userToken, numLaunchTokens) {
      const answer = await post<{ launchTokens?: string[] }>('/refreshLaunchTokens', { numLaunchTokens }, userToken);
      return answer?.launchTokens ?? [];
    },
    async refreshToken(refreshToken, numLaunchTokens) {
      const answer = await post<{ tokens: SessionTokens }>('/refreshToken', { numLaunchTokens, refreshToken });
      return answer.tokens;
    },
  };
}
