import { pino, type Logger } from 'pino';

export type { Logger };

/** Fields that hold secrets: they never reach a log, whatever logs them. */
const SECRET_FIELDS = [
  'password',
  'userToken',
  'launchToken',
  'LaunchToken',
  'refreshToken',
  'token',
  'encryptedUsername',
  'authorization',
  'cookie',
];

export function createLogger(level: string, destination: pino.DestinationStream = standardOutput()): Logger {
  const paths = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);
  return pino({ level, base: undefined, redact: { paths, censor: '[redacted]' } }, destination);
}

/** Log lines are written out once this many bytes wait, */
const LOG_BUFFER_BYTES = 4096;
/** or this often when fewer do. */
const LOG_FLUSH_MS = 1000;

let stdout: pino.DestinationStream | undefined;

/**
 * Standard output, buffered and written off the event loop (pino's asynchronous destination): under
 * load one write carries a dozen request lines (a write per line cost a proxied call a tenth of its
 * time), a quiet moment's lines follow within a second, a log reader that falls behind never stalls
 * the server, and pino writes what waits when the process exits.
 */
function standardOutput(): pino.DestinationStream {
  // One buffer for the process, whichever loggers write to it.
  if (stdout) return stdout;
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return (stdout = destination);
}

const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_FIELDS.join('|')}|access_token)=)[^&#]*`, 'gi');

/** A URL fit for a log: the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}
