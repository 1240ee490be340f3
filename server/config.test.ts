import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

describe('the server configuration', () => {
  it('defaults to port 3000 with the sandbox beside it, its catalogues sized by brand', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, sandboxPort: 3001, proxyTimeoutMs: 10_000, logLevel: 'info' });
    expect(config.sandboxGames).toBeUndefined();
  });

  it('reads the sandbox catalogue size', () => {
    expect(readConfig({ SANDBOX_GAMES: '10000' }).sandboxGames).toBe(10_000);
  });

  it.each([
    [{ PORT: '70000' }, 'PORT must be a port number (0-65535), got "70000"'],
    [{ PROXY_TIMEOUT_MS: '0' }, 'PROXY_TIMEOUT_MS must be a positive whole number, got "0"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, silent'],
    [{ SANDBOX_GAMES: '10001' }, 'SANDBOX_GAMES must be a whole number from 200 to 10000, got "10001"'],
    [{ SANDBOX_GAMES: 'many' }, 'SANDBOX_GAMES must be a whole number from 200 to 10000, got "many"'],
    [{ ACCOUNTS_URL: 'ftp://platform' }, 'ACCOUNTS_URL must be an http(s) URL, got "ftp://platform"'],
  ])('refuses %o: %s', (env, message) => {
    expect(() => readConfig(env)).toThrow(new ConfigError(message));
  });
});
