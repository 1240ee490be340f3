import type { Player } from './players.ts';

/** A player's session on one product, and its user token. */
export interface Session {
  sessionId: number;
  sessionGuid: string;
  userId: number;
  productId: number;
  startTime: string;
  endedAt: string | null;
  userToken: string;
  userTokenExpiresAt: number;
}

export interface LaunchToken {
  token: string;
  userId: number;
  sessionId: number;
  used: boolean;
}

export type Authenticated = { ok: true; player: Player; session: Session } | { ok: false; code: number; message: string };
