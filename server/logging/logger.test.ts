import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

const LOGGER = path.join(import.meta.dirname, 'logger.ts');

let running: ReturnType<typeof spawn> | undefined;
afterEach(() => {
  if (running?.exitCode === null) running.kill('SIGKILL');
  running = undefined;
});

/** A process that logs through the site's standard output, then runs `after`; resolves with its first line. */
function firstLineOf(after: string): Promise<{ line: string; exitedBefore: boolean }> {
  const script = `
    const { createLogger } = await import(${JSON.stringify(LOGGER)});
    const logger = createLogger('info');
    logger.info({ requestId: 'r-1', status: 200 }, 'request');
    ${after}`;
  running = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  let exited = false;
  running.once('exit', () => (exited = true));
  return new Promise((resolve, reject) => {
    running!.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) resolve({ line: output.split('\n')[0]!, exitedBefore: exited });
    });
    running!.once('close', () => reject(new Error(`no line before the process ended: ${JSON.stringify(output)}`)));
  });
}

describe("the site's log output", () => {
  it('writes a line logged in a quiet moment while the process goes on running', async () => {
    // The process idles far longer than any flush interval: the line must come out while it lives.
    const { line, exitedBefore } = await firstLineOf('setTimeout(() => {}, 60_000);');
    expect(exitedBefore).toBe(false);
    expect(JSON.parse(line)).toMatchObject({ level: 30, requestId: 'r-1', status: 200, msg: 'request' });
  });

  it('writes what is still buffered when the process exits at once', async () => {
    const { line } = await firstLineOf('process.exit(3);');
    expect(JSON.parse(line)).toMatchObject({ requestId: 'r-1', msg: 'request' });
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/x?userToken=abc&brand=1', '/api/x?userToken=[redacted]&brand=1'],
    ['/play?launchToken=t#frag', '/play?launchToken=[redacted]#frag'],
    ['/hub?access_token=eyJ', '/hub?access_token=[redacted]'],
    ['/api/games?countryIsoCode=GB', '/api/games?countryIsoCode=GB'],
  ])('%s → %s', (url, redacted) => expect(redactUrl(url)).toBe(redacted));
});
