import { MISSING_CREDENTIALS_MESSAGE } from './accounts-errors.ts';

/** Launch tokens handed out when a request names no count, and the most one request may take. */
export const DEFAULT_LAUNCH_TOKENS = 10;
export const MAX_LAUNCH_TOKENS = 50;

export interface LoginRequest {
  username: string;
  password: string;
  /** The product the session is for: `sessionProductId`, or the first of `sessionProductIds`. */
  productId: number;
  numLaunchTokens: number;
  closeExistingSessions: boolean;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A launch-token count: the default when absent, else an integer in [min, MAX_LAUNCH_TOKENS]. */
export function parseLaunchTokenCount(value: unknown, min: number): Parsed<number> {
  if (value === undefined || value === null) return { ok: true, value: DEFAULT_LAUNCH_TOKENS };
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_LAUNCH_TOKENS
    ? { ok: true, value }
    : { ok: false, message: `numLaunchTokens must be a whole number from ${min} to ${MAX_LAUNCH_TOKENS}` };
}

const isProductId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Reads the login request of SPEC §3; the device and identifier fields are accepted and not needed here. */
export function parseLoginRequest(body: unknown): Parsed<LoginRequest> {
  const request = isRecord(body) ? body : {};
  const credentials = isRecord(request.credentials) ? request.credentials : {};
  const { username, password } = credentials;
  if (typeof username !== 'string' || !username.trim() || typeof password !== 'string' || !password)
    return { ok: false, message: MISSING_CREDENTIALS_MESSAGE };
  const productIds = Array.isArray(request.sessionProductIds) ? request.sessionProductIds : [];
  const productId = request.sessionProductId ?? productIds[0];
  if (!isProductId(productId)) return { ok: false, message: 'Missing sessionProductId' };
  const count = parseLaunchTokenCount(request.numLaunchTokens, 0);
  if (!count.ok) return count;
  return {
    ok: true,
    value: {
      username: username.trim(),
      password,
      productId,
      numLaunchTokens: count.value,
      closeExistingSessions: request.closeExistingSessions === true,
    },
  };
}
