/** The SignalR JSON hub protocol, version 1: records of JSON, each ended by the record separator. */
export const RECORD_SEPARATOR = '\x1e';

export const HUB_MESSAGE_TYPE = {
  invocation: 1,
  streamItem: 2,
  completion: 3,
  streamInvocation: 4,
  cancelInvocation: 5,
  ping: 6,
  close: 7,
  ack: 8,
  sequence: 9,
} as const;

/** A record longer than this without a separator is treated as malformed. */
export const MAX_RECORD_CHARS = 64 * 1024;

export type ClientHubMessage =
  | { type: 1; invocationId?: string; target: string; arguments: unknown[] }
  | { type: 4; invocationId: string; target: string }
  | { type: 2 | 3 | 5 | 8 | 9 }
  | { type: 6 }
  | { type: 7; error?: string };

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export function encodeRecord(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

/** Splits incoming text into complete records, keeping a partial one for the next chunk. */
export function createRecordReader() {
  let buffered = '';
  return {
    push(chunk: string): Parsed<string[]> {
      const pieces = (buffered + chunk).split(RECORD_SEPARATOR);
      buffered = pieces.pop() ?? '';
      if (buffered.length > MAX_RECORD_CHARS) return { ok: false, error: 'Message is too long or lacks a record separator.' };
      return { ok: true, value: pieces };
    },
  };
}

const parseJson = (record: string): Parsed<Record<string, unknown>> => {
  try {
    const value: unknown = JSON.parse(record);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ok: true, value: value as Record<string, unknown> }
      : { ok: false, error: 'Message is not a JSON object.' };
  } catch {
    return { ok: false, error: 'Message is not valid JSON.' };
  }
};

/** The handshake request: `{"protocol":"json","version":1}`. */
export function parseHandshake(record: string): Parsed<{ protocol: string; version: number }> {
  const json = parseJson(record);
  if (!json.ok) return json;
  const { protocol, version } = json.value;
  if (typeof protocol !== 'string' || typeof version !== 'number')
    return { ok: false, error: 'Handshake request must name a protocol and a version.' };
  if (protocol !== 'json' || version !== 1)
    return { ok: false, error: `The protocol '${protocol}' version ${version} is not supported.` };
  return { ok: true, value: { protocol, version } };
}

/** A message the client sent after the handshake. */
export function parseHubMessage(record: string): Parsed<ClientHubMessage> {
  const json = parseJson(record);
  if (!json.ok) return json;
  const message = json.value;
  switch (message.type) {
    case HUB_MESSAGE_TYPE.invocation:
      if (typeof message.target !== 'string' || !Array.isArray(message.arguments))
        return { ok: false, error: 'Invocation needs a target and arguments.' };
      if (message.invocationId !== undefined && typeof message.invocationId !== 'string')
        return { ok: false, error: 'Invocation id must be a string.' };
      return { ok: true, value: message as ClientHubMessage };
    case HUB_MESSAGE_TYPE.streamInvocation:
      if (typeof message.invocationId !== 'string' || typeof message.target !== 'string')
        return { ok: false, error: 'Stream invocation needs an invocation id and a target.' };
      return { ok: true, value: message as ClientHubMessage };
    case HUB_MESSAGE_TYPE.streamItem:
    case HUB_MESSAGE_TYPE.completion:
    case HUB_MESSAGE_TYPE.cancelInvocation:
    case HUB_MESSAGE_TYPE.ping:
    case HUB_MESSAGE_TYPE.close:
    case HUB_MESSAGE_TYPE.ack:
    case HUB_MESSAGE_TYPE.sequence:
      return { ok: true, value: message as ClientHubMessage };
    default:
      return { ok: false, error: `Unknown message type ${JSON.stringify(message.type)}.` };
  }
}
