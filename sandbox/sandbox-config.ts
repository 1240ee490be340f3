import path from 'node:path';
import type { PublishHookTarget } from './content/index.ts';

export interface SandboxConfig {
  port: number;
  host: string;
  /** The same seed gives the same players, games and ids. */
  seed: string;
  /** Games in each brand's catalogue; absent, 1,500 to 1,750 (from the brand's name). */
  gamesPerBrand?: number;
  brandsDir: string;
  /** The regulators' rulebooks markets name (RULEBOOKS_DIR); absent, `rulebooks/` beside brandsDir. */
  rulebooksDir?: string;
  logLevel: string;
  /** Where the content service sends its signed "content published" webhook when a content file changes (the demo). */
  publishHook?: PublishHookTarget;
}

/** A catalogue needs some games in every category; beyond 10,000 per brand the sandbox's game ids would overlap. */
const MIN_GAMES = 200;
const MAX_GAMES = 10_000;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'];

/** The sandbox's settings from the environment; every problem is listed in one error. */
export function readSandboxConfig(
  env: NodeJS.ProcessEnv = process.env,
  repoRoot = path.resolve(import.meta.dirname, '..'),
): SandboxConfig {
  const problems: string[] = [];
  const port = Number(env.SANDBOX_PORT || 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`SANDBOX_PORT must be a port number (0-65535), got "${env.SANDBOX_PORT}"`);
  const games = env.SANDBOX_GAMES ? Number(env.SANDBOX_GAMES) : undefined;
  if (games !== undefined && !(Number.isInteger(games) && games >= MIN_GAMES && games <= MAX_GAMES))
    problems.push(`SANDBOX_GAMES must be a whole number from ${MIN_GAMES} to ${MAX_GAMES}, got "${env.SANDBOX_GAMES}"`);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const hookUrl = env.CONTENT_WEBHOOK_URL;
  const hookSecret = env.CONTENT_WEBHOOK_SECRET;
  if (hookUrl && !/^https?:\/\/[^\s]+$/.test(hookUrl))
    problems.push(`CONTENT_WEBHOOK_URL must be an http(s) URL, got "${hookUrl}"`);
  if (Boolean(hookUrl) !== Boolean(hookSecret) && hookUrl)
    problems.push('CONTENT_WEBHOOK_URL needs CONTENT_WEBHOOK_SECRET: the site refuses an unsigned webhook');
  if (problems.length) throw new Error(`sandbox configuration:\n  ${problems.join('\n  ')}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    seed: env.SANDBOX_SEED || 'croupier',
    ...(games === undefined ? {} : { gamesPerBrand: games }),
    brandsDir: env.BRANDS_DIR ? path.resolve(env.BRANDS_DIR) : path.join(repoRoot, 'brands'),
    ...(env.RULEBOOKS_DIR ? { rulebooksDir: path.resolve(env.RULEBOOKS_DIR) } : {}),
    logLevel,
    ...(hookUrl && hookSecret ? { publishHook: { url: hookUrl, secret: hookSecret } } : {}),
  };
}

/** The demo's sandbox: SANDBOX_PORT, else the port after the site's (3001 beside 3000). */
export const readDemoSandboxConfig = (env: NodeJS.ProcessEnv = process.env): SandboxConfig =>
  readSandboxConfig({ ...env, SANDBOX_PORT: env.SANDBOX_PORT || String(Number(env.PORT || 3000) + 1) });
