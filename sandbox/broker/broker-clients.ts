import { randomBytes } from 'node:crypto';
import type { SandboxState, Session } from '../core/index.ts';

/** A player's broker identity: bound to the session of the launch token that created it. */
export interface BrokerClient {
  clientId: string;
  userId: number;
  sessionId: number;
}

/** Broker client ids carry this prefix, so a credential is never mistaken for a launch token. */
const CLIENT_ID_PREFIX = 'bc_';

/**
 * Broker clients. A launch token is spent once to create one; its clientId then identifies the player
 * again (as `X-Broker-Client`, a bearer token or the hub's access token) for as long as the session lives.
 */
/** Client ids are credentials: random, not derived from the sandbox seed. */
export function createBrokerClients(state: SandboxState) {
  const clients = new Map<string, BrokerClient>();

  const liveSession = (client: BrokerClient): Session | undefined => {
    const session = state.sessions.get(client.sessionId);
    return session && !session.endedAt ? session : undefined;
  };

  return {
    liveSession,
    /** The client a credential names: an existing clientId, or a new client for an unspent launch token. */
    identify(credential: string | undefined): BrokerClient | undefined {
      if (!credential) return undefined;
      if (credential.startsWith(CLIENT_ID_PREFIX)) {
        const client = clients.get(credential);
        return client && liveSession(client) ? client : undefined;
      }
      const spent = state.spendLaunchToken(credential);
      if (!spent) return undefined;
      const client = {
        clientId: `${CLIENT_ID_PREFIX}${randomBytes(16).toString('hex')}`,
        userId: spent.player.userId,
        sessionId: spent.session.sessionId,
      };
      clients.set(client.clientId, client);
      return client;
    },
    clear: () => clients.clear(),
  };
}

export type BrokerClients = ReturnType<typeof createBrokerClients>;
