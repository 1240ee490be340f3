/**
 * Why the site logged the player out on its own (isAutoLogout): inactivity (stored as `true`, as
 * SPEC §3 has it), or the platform ended the session (another login, a self-exclusion, a closure).
 */
export type AutoLogoutReason = 'inactivity' | 'sessionEnded';

/** The session-storage keys of SPEC §3, each named once. */
export const SESSION_KEYS = {
  userToken: 'mgsUserToken',
  launchTokens: 'launchTokens',
  refreshTokens: 'refreshTokens',
  started: 'started',
  showTerms: 'showTerms',
  singleSessionGuid: 'singleSessionGuid',
  lowBalanceAcknowledged: 'lowBalanceAcknowledged',
  isAutoLogout: 'isAutoLogout',
} as const;

/** What the session needs of the browser's sessionStorage (the DOM Storage satisfies it). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** SPEC §5: a user token has exactly three dot-separated parts (a JWT). */
export const isJwtFormat = (token: unknown): token is string =>
  typeof token === 'string' && token.split('.').length === 3 && token.split('.').every((part) => part.length > 0);

export const INVALID_TOKEN_LOG = 'Invalid JWT token format';

const readList = (raw: string | null): string[] => {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** An in-memory storage: for the server (nothing persists there) and for tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { dump(): Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    dump: () => Object.fromEntries(values),
  };
}

/** The session's view of sessionStorage: typed reads and writes of the SPEC §3 keys. */
export function createSessionStorage(storage: () => KeyValueStorage, log: (message: string) => void = console.warn) {
  const get = (key: string) => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string) => {
    try {
      storage().setItem(key, value);
    } catch {
      // Storage full or blocked (private mode): the session still works for this page.
    }
  };
  const remove = (key: string) => {
    try {
      storage().removeItem(key);
    } catch {
      // Blocked storage holds nothing to remove.
    }
  };
  const flag = (key: string) => get(key) === 'true';
  return {
    /** The stored user token; one of the wrong shape is discarded and treated as absent. */
    readUserToken(): string | undefined {
      const token = get(SESSION_KEYS.userToken);
      if (token === null) return undefined;
      if (isJwtFormat(token)) return token;
      log(INVALID_TOKEN_LOG);
      remove(SESSION_KEYS.userToken);
      return undefined;
    },
    removeUserToken: () => remove(SESSION_KEYS.userToken),
    readLaunchTokens: () => readList(get(SESSION_KEYS.launchTokens)),
    writeLaunchTokens: (tokens: string[]) => set(SESSION_KEYS.launchTokens, JSON.stringify(tokens)),
    readRefreshTokens: () => readList(get(SESSION_KEYS.refreshTokens)),
    saveTokens({
      userToken,
      launchTokens,
      refreshTokens,
    }: {
      userToken: string;
      launchTokens: string[];
      refreshTokens: string[];
    }) {
      set(SESSION_KEYS.userToken, userToken);
      set(SESSION_KEYS.launchTokens, JSON.stringify(launchTokens));
      set(SESSION_KEYS.refreshTokens, JSON.stringify(refreshTokens));
    },
    saveStarted: (startedAt: string) => set(SESSION_KEYS.started, startedAt),
    readStarted: () => get(SESSION_KEYS.started) ?? undefined,
    saveShowTerms: (show: boolean) => set(SESSION_KEYS.showTerms, String(show)),
    readShowTerms: () => flag(SESSION_KEYS.showTerms),
    saveSingleSessionGuid: (guid: string) => set(SESSION_KEYS.singleSessionGuid, guid),
    readSingleSessionGuid: () => get(SESSION_KEYS.singleSessionGuid) ?? undefined,
    acknowledgeLowBalance: () => set(SESSION_KEYS.lowBalanceAcknowledged, 'true'),
    isLowBalanceAcknowledged: () => flag(SESSION_KEYS.lowBalanceAcknowledged),
    markAutoLogout: (reason: AutoLogoutReason = 'inactivity') =>
      set(SESSION_KEYS.isAutoLogout, reason === 'inactivity' ? 'true' : reason),
    /** Why the last logout happened without the player asking, if it did; reading it forgets it. */
    takeAutoLogout(): AutoLogoutReason | undefined {
      const stored = get(SESSION_KEYS.isAutoLogout);
      if (stored === null) return undefined;
      remove(SESSION_KEYS.isAutoLogout);
      return stored === 'sessionEnded' ? 'sessionEnded' : stored === 'true' ? 'inactivity' : undefined;
    },
    clear() {
      try {
        storage().clear();
      } catch {
        // Nothing stored that could be cleared.
      }
    },
  };
}

export type SessionStorageAccess = ReturnType<typeof createSessionStorage>;
