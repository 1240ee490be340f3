/** pino's numeric levels, by the word a person reads. */
const LEVEL_NAMES: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** A request line's fields that say nothing at a glance: the request's method, URL and status say it. */
const REQUEST_NOISE = new Set(['requestId', 'traceId', 'route', 'req', 'status', 'durationMs']);

type Fields = Record<string, unknown>;

const twoDigits = (value: number) => String(value).padStart(2, '0');
const clockTime = (epochMs: number) => {
  const at = new Date(epochMs);
  return `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}`;
};

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A list or object longer than this is only counted: piped (`npm start | cat`), the lines stay whole JSON. */
const MAX_STRUCTURE_CHARS = 80;

/** How a value reads: a bare word as it is, other text quoted, a short list or object in full, a long one counted. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  if (isScalar(value)) return String(value);
  const text = Array.isArray(value) && value.every(isScalar) ? value.join(',') : JSON.stringify(value);
  if (text.length <= MAX_STRUCTURE_CHARS) return text;
  return Array.isArray(value) ? `[${value.length} items]` : `{${Object.keys(value as object).length} fields}`;
}

/** Text of several lines under the line: a multi-line string, or an error's stack (pino writes an Error as { type, message, stack }). */
function multilineText(value: unknown): string | undefined {
  const stack = value && typeof value === 'object' ? (value as Fields).stack : undefined;
  const text = typeof stack === 'string' ? stack : value;
  return typeof text === 'string' && text.includes('\n') ? text : undefined;
}

/** A request's line (pino-http's, or the site's own for requests Express never sees): `GET /lobby 200 12 ms`. */
function requestSummary({ req, status, durationMs }: Fields): string | undefined {
  const { method, url } = (req ?? {}) as Fields;
  if (typeof method !== 'string' || typeof url !== 'string' || typeof status !== 'number') return undefined;
  return `${method} ${url} ${status}${typeof durationMs === 'number' ? ` ${Math.round(durationMs)} ms` : ''}`;
}

/**
 * One JSON log line as a short line a person reads: the local time, the level, the message, then the
 * fields (a long list or object only counted); a request as its method, URL, status and time. Text of
 * several lines (a stack) follows, indented. A line that is not pino's JSON comes back as it was.
 */
export function prettyLogLine(line: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return line;
  const { level, time, msg, ...fields } = entry as Fields;
  if (typeof level !== 'number' || typeof msg !== 'string') return line;

  const request = requestSummary(fields);
  const shown = Object.entries(fields).filter(([key, value]) => value !== undefined && !(request && REQUEST_NOISE.has(key)));
  const inline = shown
    .filter(([, value]) => multilineText(value) === undefined)
    .map(([key, value]) => `${key}=${valueText(value)}`);
  const message = request ? [request, ...(msg === 'request' ? [] : [`(${msg})`])] : [msg];
  const head = [
    ...(typeof time === 'number' ? [clockTime(time)] : []),
    (LEVEL_NAMES[level] ?? String(level)).padEnd(5),
    ...message,
    ...inline,
  ].join(' ');
  const tails = shown.flatMap(([key, value]) => {
    const text = multilineText(value);
    return text === undefined ? [] : [`  ${key}:`, ...text.split('\n').map((row) => `    ${row}`)];
  });
  return [head, ...tails].join('\n');
}
