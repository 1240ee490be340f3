import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../server/logging/logger.ts';

/** A logger that keeps its lines, so a test can read what was logged (and what was not). */
export function createTestLogger(): { logger: Logger; lines: () => string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger('debug', sink), lines: () => lines };
}
