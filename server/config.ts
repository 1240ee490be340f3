import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** The upstream services of the casino platform; each has a base URL or is served by the sandbox. */
export const UPSTREAM_SERVICES = ['accounts', 'games', 'content', 'promotions', 'broker', 'portal', 'cashier'] as const;
export type UpstreamService = (typeof UPSTREAM_SERVICES)[number];

const ENV_NAME: Record<UpstreamService, string> = {
  accounts: 'ACCOUNTS_URL',
  games: 'GAMES_URL',
  content: 'CONTENT_URL',
  promotions: 'PROMOTIONS_URL',
  broker: 'BROKER_URL',
  portal: 'PLAYER_PORTAL_URL',
  cashier: 'CASHIER_URL',
};

export interface ServerConfig {
  port: number;
  /** Where the server listens: all interfaces by default, loopback in tests. */
  host: string;
  /** The brand plain `localhost` serves. */
  defaultBrand: string;
  brandsDir: string;
  /** Development: brands/ is watched and reloaded without a restart. */
  dev: boolean;
  /** Base URL per upstream service, as configured; absent means the sandbox serves it. */
  upstreams: Partial<Record<UpstreamService, string>>;
  /** Port of the embedded sandbox platform (0: any free port). */
  sandboxPort: number;
  /** The sandbox's seed: the same seed gives the same players, games and ids. */
  sandboxSeed: string;
  /** Games in each brand's sandbox catalogue; absent, 1,500 to 1,750 (from the brand's name). */
  sandboxGames?: number;
  /** Encrypts remembered usernames; random per process unless given. */
  rememberUsernameSecret: string;
  /** How long a proxied call may take before the player gets a 504. */
  proxyTimeoutMs: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
}

export class ConfigError extends Error {}

/** A catalogue needs some games in every category; beyond 10,000 per brand the sandbox's game ids would overlap. */
const MIN_SANDBOX_GAMES = 200;
const MAX_SANDBOX_GAMES = 10_000;

function port(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new ConfigError(`${name} must be a port number (0-65535), got "${value}"`);
  return parsed;
}

function url(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const parsed = new URL(value);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error();
    return parsed.href.replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
}

/** The server's whole configuration, read from the environment here and nowhere else. */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  repoRoot = path.resolve(import.meta.dirname, '..'),
): ServerConfig {
  const serverPort = port('PORT', env.PORT, 3000);
  const upstreams: ServerConfig['upstreams'] = {};
  for (const service of UPSTREAM_SERVICES) {
    const value = url(ENV_NAME[service], env[ENV_NAME[service]]);
    if (value) upstreams[service] = value;
  }
  const timeout = Number(env.PROXY_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeout) || timeout < 1)
    throw new ConfigError(`PROXY_TIMEOUT_MS must be a positive whole number, got "${env.PROXY_TIMEOUT_MS}"`);
  const sandboxGames = env.SANDBOX_GAMES ? Number(env.SANDBOX_GAMES) : undefined;
  if (
    sandboxGames !== undefined &&
    !(Number.isInteger(sandboxGames) && sandboxGames >= MIN_SANDBOX_GAMES && sandboxGames <= MAX_SANDBOX_GAMES)
  )
    throw new ConfigError(
      `SANDBOX_GAMES must be a whole number from ${MIN_SANDBOX_GAMES} to ${MAX_SANDBOX_GAMES}, got "${env.SANDBOX_GAMES}"`,
    );
  const logLevel = (env.LOG_LEVEL ?? 'info') as ServerConfig['logLevel'];
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'silent'].includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, silent`);
  return {
    port: serverPort,
    host: env.HOST ?? '0.0.0.0',
    defaultBrand: env.DEFAULT_BRAND ?? 'croupier',
    brandsDir: env.BRANDS_DIR ? path.resolve(env.BRANDS_DIR) : path.join(repoRoot, 'brands'),
    dev: env.NODE_ENV === 'development',
    upstreams,
    sandboxPort: port('SANDBOX_PORT', env.SANDBOX_PORT, serverPort === 0 ? 0 : serverPort + 1),
    sandboxSeed: env.SANDBOX_SEED ?? 'croupier',
    ...(sandboxGames === undefined ? {} : { sandboxGames }),
    rememberUsernameSecret: env.REMEMBER_USERNAME_SECRET ?? randomBytes(32).toString('hex'),
    proxyTimeoutMs: timeout,
    logLevel,
  };
}

/** Services the configuration leaves to the sandbox. */
export const sandboxedServices = (config: ServerConfig) => UPSTREAM_SERVICES.filter((service) => !config.upstreams[service]);
