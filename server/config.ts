import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { CDN_PURGE_KINDS, TOKEN_PURGE_KINDS, type CdnPurgeKind } from './cdn/purge-requests.ts';

/** The upstream services of the casino platform; each is `${PLATFORM_URL}/<service>` unless its own variable says otherwise. */
export const UPSTREAM_SERVICES = ['accounts', 'games', 'content', 'promotions', 'broker', 'portal', 'cashier'] as const;
export type UpstreamService = (typeof UPSTREAM_SERVICES)[number];

export const SERVICE_URL_VARIABLE: Record<UpstreamService, string> = {
  accounts: 'ACCOUNTS_URL',
  games: 'GAMES_URL',
  content: 'CONTENT_URL',
  promotions: 'PROMOTIONS_URL',
  broker: 'BROKER_URL',
  portal: 'PLAYER_PORTAL_URL',
  cashier: 'CASHIER_URL',
};

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'] as const;

/** Express's `trust proxy`: nothing, a hop count, or named ranges and addresses. */
export type TrustProxy = false | number | string[];

export interface ServerConfig {
  /** `NODE_ENV=production`: every setting below that production needs was given. */
  production: boolean;
  port: number;
  /** Where the server listens: all interfaces by default, loopback in tests. */
  host: string;
  /** The brand plain `localhost` serves. */
  defaultBrand: string;
  brandsDir: string;
  /** The regulators' rulebooks markets name (RULEBOOKS_DIR, default `rulebooks/`). */
  rulebooksDir: string;
  /** The browser bundle `npm run build` writes. */
  clientDir: string;
  /** Fonts are served from their packages there. */
  nodeModulesDir: string;
  /** Development: brands/ is watched and reloaded without a restart. */
  dev: boolean;
  /** Base URL of every platform service. */
  upstreams: Record<UpstreamService, string>;
  /** Outside production, the sandbox platform whose control endpoints the site passes on under /sandbox. */
  sandboxUrl?: string;
  /** Where browsers send telemetry (Grafana Faro's collector); none: no telemetry. */
  telemetryUrl?: string;
  /** The device-profiling provider: its tag's base URL and our organisation id there; none: no profiling. */
  deviceProfiling?: { url: string; orgId: string };
  /** Encrypts remembered usernames; every instance needs the same one. */
  rememberUsernameSecret: string;
  /** How long a proxied call may take before the player gets a 504. */
  proxyTimeoutMs: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed. */
  trustProxy: TrustProxy;
  /** The header (lower case) the edge puts the visitor's country in; absent, only the IP lookup. */
  geoCountryHeader?: string;
  /** The lower-case header the edge puts the visitor's device in (mobile/desktop, true/false). */
  deviceHeader?: string;
  /** Shared state across instances (login limits); absent, each process keeps its own. */
  redisUrl?: string;
  /**
   * The CDN published pages are purged from by their tags (CDN_PURGE_URL, CDN_PURGE_KIND,
   * CDN_PURGE_TOKEN); absent, none are.
   */
  cdnPurge?: { url: string; kind: CdnPurgeKind; token?: string };
  /** Signs the CMS's content-published webhook; every instance and the CMS share it. Absent (outside production): no webhook. */
  contentWebhookSecret?: string;
  /** When set, /metrics needs `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** Image origins besides the platform's (a CDN): the image endpoint fetches from them, public addresses only. */
  imageOrigins?: string[];
  /** Worker processes sharing the port. */
  webConcurrency: number;
  /** How long a stopping instance may finish its requests before it exits anyway. */
  shutdownTimeoutMs: number;
}

/** Every missing or invalid setting, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** The sandbox's default address: where a site outside production looks for its platform when given none. */
const SANDBOX_DEFAULT_URL = 'http://localhost:3001';
const MIN_SECRET_BYTES = 32;
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The folder holding package.json, from the source tree (server/) or the build (dist/server/). */
export function findRepoRoot(from = import.meta.dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(import.meta.dirname, '..');
  }
}

/** Reads settings, collecting every problem instead of stopping at the first. */
function settingsReader(env: NodeJS.ProcessEnv) {
  const problems: string[] = [];
  const given = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const wholeNumber = (name: string, fallback: number, min: number, max: number, rule: string): number => {
    const value = given(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (Number.isInteger(parsed) && parsed >= min && parsed <= max) return parsed;
    problems.push(`${name} must be ${rule}, got "${value}"`);
    return fallback;
  };
  const url = (name: string, protocols: RegExp, rule: string): string | undefined => {
    const value = given(name);
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (protocols.test(parsed.protocol)) return parsed.href.replace(/\/$/, '');
    } catch {
      // reported below
    }
    problems.push(`${name} must be ${rule}, got "${value}"`);
    return undefined;
  };
  return { problems, given, wholeNumber, url };
}

/** `loopback`, `2`, `10.0.0.0/8, 192.168.1.10`: what Express accepts, checked here so a typo fails at start. */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  if (value === undefined || value === 'false' || value === 'none') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => {
    if (TRUST_PROXY_NAMES.has(entry)) return false;
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    if (!family || extra !== undefined) return true;
    if (bits === undefined) return false;
    const prefix = Number(bits);
    return !(/^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128));
  });
  if (value === 'true')
    return 'TRUST_PROXY=true would let any client choose its IP: name the proxies (loopback, addresses, CIDRs) or a hop count';
  if (bad.length)
    return `TRUST_PROXY must be a hop count or a list of loopback, linklocal, uniquelocal, addresses and CIDRs; not "${bad.join('", "')}"`;
  return entries;
}

type Settings = ReturnType<typeof settingsReader>;
const HTTP = /^https?:$/;

/** The server's whole configuration, read from the environment here and nowhere else. */
export function readConfig(env: NodeJS.ProcessEnv = process.env, repoRoot = findRepoRoot()): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const settings = settingsReader(env);
  const { problems, given, wholeNumber } = settings;

  const port = wholeNumber('PORT', 3000, 0, 65_535, 'a port number (0-65535)');
  const { platform, sandboxUrl, upstreams } = readUpstreams(settings, production);
  const secrets = readSecrets(settings, production);
  const redisUrl = settings.url('REDIS_URL', /^rediss?:$/, 'a redis:// or rediss:// URL');
  if (production && !given('REDIS_URL')) problems.push('REDIS_URL is required in production: login limits are shared through it');
  if (production && sandboxUrl) problems.push('SANDBOX_URL is not allowed in production: the sandbox never serves players');
  const edge = readEdge(settings);
  const logLevel = (given('LOG_LEVEL') ?? 'info') as ServerConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const cdnPurge = readCdnPurge(settings);
  const metricsToken = given('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16)
    problems.push(`METRICS_TOKEN must be at least 16 characters, got ${metricsToken.length}`);
  const imageOrigins = readImageOrigins(settings);
  // Outside production the sandbox's control endpoints pass through the site (tests and demos reset it there).
  const sandbox = production ? undefined : (sandboxUrl ?? (platform ? undefined : SANDBOX_DEFAULT_URL));
  const observers = readObservers(settings, production, sandbox);

  const config: ServerConfig = {
    production,
    port,
    host: given('HOST') ?? '0.0.0.0',
    defaultBrand: given('DEFAULT_BRAND') ?? 'croupier',
    brandsDir: path.resolve(repoRoot, given('BRANDS_DIR') ?? 'brands'),
    rulebooksDir: path.resolve(repoRoot, given('RULEBOOKS_DIR') ?? 'rulebooks'),
    clientDir: path.join(repoRoot, 'dist/client'),
    nodeModulesDir: path.join(repoRoot, 'node_modules'),
    dev: env.NODE_ENV === 'development',
    upstreams,
    ...(sandbox ? { sandboxUrl: sandbox } : {}),
    ...observers,
    rememberUsernameSecret: secrets.rememberUsername ?? randomBytes(32).toString('hex'),
    proxyTimeoutMs: wholeNumber('PROXY_TIMEOUT_MS', 10_000, 1, 600_000, 'a whole number of milliseconds from 1 to 600000'),
    logLevel,
    ...edge,
    ...(redisUrl ? { redisUrl } : {}),
    ...(cdnPurge ? { cdnPurge } : {}),
    ...(secrets.contentWebhook ? { contentWebhookSecret: secrets.contentWebhook } : {}),
    ...(metricsToken ? { metricsToken } : {}),
    ...(imageOrigins.length ? { imageOrigins } : {}),
    webConcurrency: wholeNumber('WEB_CONCURRENCY', 1, 1, 64, 'a whole number from 1 to 64'),
    shutdownTimeoutMs: wholeNumber('SHUTDOWN_TIMEOUT_MS', 10_000, 1, 600_000, 'a whole number of milliseconds from 1 to 600000'),
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** Each platform service's URL: its own variable, else under PLATFORM_URL, else (outside production) under the sandbox. */
function readUpstreams({ problems, given, url }: Settings, production: boolean) {
  const platform = url('PLATFORM_URL', HTTP, 'an http(s) URL');
  const sandboxUrl = url('SANDBOX_URL', HTTP, 'an http(s) URL');
  const upstreams = {} as Record<UpstreamService, string>;
  const missing: string[] = [];
  for (const service of UPSTREAM_SERVICES) {
    const own = url(SERVICE_URL_VARIABLE[service], HTTP, 'an http(s) URL');
    const base = platform ?? (production ? undefined : (sandboxUrl ?? SANDBOX_DEFAULT_URL));
    if (own) upstreams[service] = own;
    else if (base) upstreams[service] = `${base}/${service}`;
    else if (!given(SERVICE_URL_VARIABLE[service])) missing.push(SERVICE_URL_VARIABLE[service]);
  }
  if (missing.length)
    problems.push(`PLATFORM_URL is required in production (or each service's own URL; missing: ${missing.join(', ')})`);
  return { platform, sandboxUrl, upstreams };
}

/** The secrets every instance shares: long enough, and required in production. */
function readSecrets({ problems, given }: Settings, production: boolean) {
  const rememberUsername = given('REMEMBER_USERNAME_SECRET');
  if (rememberUsername !== undefined && Buffer.byteLength(rememberUsername) < MIN_SECRET_BYTES)
    problems.push(
      `REMEMBER_USERNAME_SECRET must be at least ${MIN_SECRET_BYTES} bytes, got ${Buffer.byteLength(rememberUsername)}`,
    );
  else if (rememberUsername === undefined && production)
    problems.push(
      `REMEMBER_USERNAME_SECRET is required in production: at least ${MIN_SECRET_BYTES} bytes, the same on every instance`,
    );

  const contentWebhook = given('CONTENT_WEBHOOK_SECRET');
  if (contentWebhook !== undefined && Buffer.byteLength(contentWebhook) < MIN_SECRET_BYTES)
    problems.push(`CONTENT_WEBHOOK_SECRET must be at least ${MIN_SECRET_BYTES} bytes, got ${Buffer.byteLength(contentWebhook)}`);
  else if (contentWebhook === undefined && production)
    problems.push(
      `CONTENT_WEBHOOK_SECRET is required in production: at least ${MIN_SECRET_BYTES} bytes, the one the CMS signs its publish webhook with`,
    );
  return { rememberUsername, contentWebhook };
}

/** What the proxies in front of the site are trusted with, and the headers the edge tells country and device in. */
function readEdge({ problems, given }: Settings): Pick<ServerConfig, 'trustProxy' | 'geoCountryHeader' | 'deviceHeader'> {
  const trustProxy = parseTrustProxy(given('TRUST_PROXY'));
  if (typeof trustProxy === 'string') problems.push(trustProxy);

  const geoCountryHeader = given('GEO_COUNTRY_HEADER');
  if (geoCountryHeader !== undefined && !/^[A-Za-z0-9-]{1,64}$/.test(geoCountryHeader))
    problems.push(`GEO_COUNTRY_HEADER must be a header name (letters, digits and -), got "${geoCountryHeader}"`);
  const deviceHeader = given('DEVICE_HEADER');
  if (deviceHeader !== undefined && !/^[A-Za-z0-9-]{1,64}$/.test(deviceHeader))
    problems.push(`DEVICE_HEADER must be a header name (letters, digits and -), got "${deviceHeader}"`);
  return {
    trustProxy: typeof trustProxy === 'string' ? false : trustProxy,
    ...(geoCountryHeader ? { geoCountryHeader: geoCountryHeader.toLowerCase() } : {}),
    ...(deviceHeader ? { deviceHeader: deviceHeader.toLowerCase() } : {}),
  };
}

/** The CDN the site purges published pages from, if any. */
function readCdnPurge({ problems, given, url }: Settings): ServerConfig['cdnPurge'] {
  const cdnPurgeUrl = url('CDN_PURGE_URL', HTTP, 'an http(s) URL');
  // Logged with the configuration's problems and never needed: a CDN's token goes in CDN_PURGE_TOKEN.
  if (cdnPurgeUrl && /^https?:\/\/[^/]*@/.test(cdnPurgeUrl)) problems.push('CDN_PURGE_URL must not carry a user or password');
  const cdnPurgeKind = (given('CDN_PURGE_KIND') ?? 'xkey') as CdnPurgeKind;
  if (!CDN_PURGE_KINDS.includes(cdnPurgeKind))
    problems.push(`CDN_PURGE_KIND must be one of ${CDN_PURGE_KINDS.join(', ')}, got "${cdnPurgeKind}"`);
  const cdnPurgeToken = given('CDN_PURGE_TOKEN');
  if (cdnPurgeUrl && TOKEN_PURGE_KINDS.has(cdnPurgeKind) && !cdnPurgeToken)
    problems.push(`CDN_PURGE_TOKEN is required when CDN_PURGE_KIND is ${cdnPurgeKind}`);
  return cdnPurgeUrl ? { url: cdnPurgeUrl, kind: cdnPurgeKind, ...(cdnPurgeToken ? { token: cdnPurgeToken } : {}) } : undefined;
}

/** Public image origins the image route may fetch from, besides the platform's. */
function readImageOrigins({ problems, given }: Settings): string[] {
  return (given('IMAGE_ORIGINS') ?? '').split(',').flatMap((entry) => {
    const value = entry.trim();
    if (!value) return [];
    try {
      const parsed = new URL(value);
      if (HTTP.test(parsed.protocol) && !parsed.username && !parsed.password && !parsed.search) return [parsed.href];
    } catch {
      // reported below
    }
    problems.push(`IMAGE_ORIGINS must be http(s) URLs, comma-separated, got "${value}"`);
    return [];
  });
}

/** Where browsers send telemetry and the device-profiling provider's tag; outside production the sandbox stands in for both. */
function readObservers(
  { problems, given, url }: Settings,
  production: boolean,
  sandbox: string | undefined,
): Pick<ServerConfig, 'telemetryUrl' | 'deviceProfiling'> {
  const telemetryUrl = url('TELEMETRY_URL', HTTP, 'an http(s) URL') ?? (sandbox ? `${sandbox}/telemetry/collect` : undefined);
  // The device-profiling provider (ThreatMetrix in production).
  const profilingUrl =
    url('DEVICE_PROFILING_URL', HTTP, 'an http(s) URL') ?? (sandbox ? `${sandbox}/device-profiling` : undefined);
  const profilingOrgId = given('DEVICE_PROFILING_ORG_ID') ?? (sandbox ? 'croupier-sandbox' : undefined);
  if (profilingOrgId !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(profilingOrgId))
    problems.push(`DEVICE_PROFILING_ORG_ID must be 1 to 64 letters, digits, _ or -, got "${profilingOrgId}"`);
  if (Boolean(given('DEVICE_PROFILING_URL')) !== Boolean(given('DEVICE_PROFILING_ORG_ID')) && production)
    problems.push('DEVICE_PROFILING_URL and DEVICE_PROFILING_ORG_ID go together: set both or neither');
  return {
    ...(telemetryUrl ? { telemetryUrl } : {}),
    ...(profilingUrl && profilingOrgId
      ? { deviceProfiling: { url: profilingUrl.replace(/\/+$/, ''), orgId: profilingOrgId } }
      : {}),
  };
}
