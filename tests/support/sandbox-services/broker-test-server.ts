import { createServer } from 'node:http';
import express from 'express';
import { listen } from '../listen.ts';
import { createManualClock, createSandboxState, type Session } from '../../../sandbox/core/index.ts';
import { createBroker } from '../../../sandbox/broker/index.ts';

export interface TestPlayerSession {
  session: Session;
  /** A fresh, unspent launch token of this session. */
  launchToken(): string;
}

/**
 * A sandbox app as the sandbox mounts the broker: express.json(), the routes at /broker, and the
 * http server's upgrades handed to the broker. Fresh state per call.
 */
export async function startBrokerServer(options: { pingIntervalMs?: number } = {}) {
  const state = createSandboxState({ clock: createManualClock(), seed: 'test', secret: 'test-secret' });
  const broker = createBroker({ state, ...options });
  const app = express();
  app.use(express.json());
  app.use('/broker', broker.routes);
  const server = createServer(app);
  server.on('upgrade', broker.handleUpgrade);
  const listening = await listen(server);

  async function login(username = 'demo'): Promise<TestPlayerSession> {
    const player = state.findPlayer(username);
    if (!player) throw new Error(`no seeded player ${username}`);
    const session = await state.openSession(player, player.registeredProductId, { closeExisting: false });
    return { session, launchToken: () => state.issueLaunchTokens(session, 1)[0] as string };
  }

  const post = (path: string, init: { body?: unknown; token?: string; clientId?: string } = {}) =>
    fetch(`${listening.url}/broker${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.clientId ? { 'x-broker-client': init.clientId } : {}),
      },
      body: JSON.stringify(init.body ?? {}),
    });

  return {
    state,
    broker,
    url: listening.url,
    hubUrl: `${listening.url}/broker/hub`,
    login,
    post,
    async close() {
      await broker.close();
      await listening.close();
    },
  };
}

export type BrokerServer = Awaited<ReturnType<typeof startBrokerServer>>;
