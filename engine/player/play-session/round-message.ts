import type { RoundMessage } from '../../../schemas/index.ts';

export type { RoundMessage };

/** The `type` every round message carries (schemas/platform/games/round-message.schema.json). */
export const ROUND_MESSAGE_TYPE: RoundMessage['type'] = 'croupier:round';

/** The schema's limits on a round id. */
const ROUND_ID_MAX_LENGTH = 64;
const CURRENCY_CODE = /^[A-Z]{3}$/;

const amount = (value: unknown, { signed = false } = {}): value is number =>
  typeof value === 'number' && Number.isFinite(value) && (signed || value >= 0);

/**
 * The data of a message as a round message when it keeps schemas/platform/games/round-message.schema.json,
 * else undefined. A hand check (ajv stays out of the browser's bundle), held to the schema by its test;
 * stricter in one way only: structured clone can carry NaN and Infinity, which JSON cannot, and it refuses them.
 */
export function readRoundMessage(data: unknown): RoundMessage | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const message = data as Record<string, unknown>;
  const known: readonly string[] = ['type', 'roundId', 'stake', 'win', 'balanceAfter', 'currencyIsoCode'];
  if (Object.keys(message).some((key) => !known.includes(key))) return undefined;
  const { type, roundId, stake, win, balanceAfter, currencyIsoCode } = message;
  if (type !== ROUND_MESSAGE_TYPE) return undefined;
  if (typeof roundId !== 'string' || roundId === '' || [...roundId].length > ROUND_ID_MAX_LENGTH) return undefined;
  if (!amount(stake) || !amount(win) || !amount(balanceAfter, { signed: true })) return undefined;
  if (typeof currencyIsoCode !== 'string' || !CURRENCY_CODE.test(currencyIsoCode)) return undefined;
  return { type, roundId, stake, win, balanceAfter, currencyIsoCode };
}

/** Whether a message says it is a round message (whatever else it gets wrong): one that does is checked and, if refused, logged. */
export const claimsToBeRound = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === ROUND_MESSAGE_TYPE;
