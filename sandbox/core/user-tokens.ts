import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Clock } from './clock.ts';

/** What a user token carries: the player, the session and the product it was issued for. */
export interface UserTokenClaims {
  userId: number;
  sessionId: number;
  productId: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type UserTokenCheck = { ok: true; claims: UserTokenClaims } | { ok: false; reason: 'malformed' | 'expired' };

export interface UserTokens {
  issue(claims: Omit<UserTokenClaims, 'exp'>): Promise<{ token: string; expiresAt: number }>;
  verify(token: string): Promise<UserTokenCheck>;
}

export const USER_TOKEN_TTL_SECONDS = 60 * 60;

/** Signed three-part user tokens (JWT, HS256) that expire, checked against the sandbox clock. */
export function createUserTokens({
  secret,
  clock,
  ttlSeconds = USER_TOKEN_TTL_SECONDS,
}: {
  secret: string;
  clock: Clock;
  ttlSeconds?: number;
}): UserTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, sessionId, productId }) {
      const issuedAt = Math.floor(clock.now() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId, pid: productId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: expiresAt * 1000 };
    },
    async verify(token) {
      if (token.split('.').length !== 3) return { ok: false, reason: 'malformed' };
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(clock.now()) });
        const claims = {
          userId: Number(payload.sub),
          sessionId: Number(payload.sid),
          productId: Number(payload.pid),
          exp: Number(payload.exp),
        };
        if (!Number.isInteger(claims.userId) || !Number.isInteger(claims.sessionId)) return { ok: false, reason: 'malformed' };
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'malformed' };
      }
    },
  };
}
