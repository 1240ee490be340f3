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

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const paths = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);
  return pino({ level, base: undefined, redact: { paths, censor: '[redacted]' } }, destination);
}

const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_FIELDS.join('|')}|access_token)=)[^&#]*`, 'gi');

/** A URL fit for a log: the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}
