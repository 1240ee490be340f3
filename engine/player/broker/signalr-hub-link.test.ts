import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startBrokerServer, type BrokerServer } from '../../../tests/support/sandbox-services/broker-test-server.ts';
import type { BrokerMessage } from '../../platform/index.ts';
import { startBrokerConnection } from './broker-connection.ts';
import { routeBrokerMessage, type BrokerAction } from './message-routing.ts';
import { signalRHubOpener } from './signalr-hub-link.ts';

let sandbox: BrokerServer;
beforeAll(async () => void (sandbox = await startBrokerServer()));
afterAll(() => sandbox.close());

describe('the broker connection with the real SignalR client and the sandbox broker', () => {
  it('receives a published toast, and again after the broker drops the connection', async () => {
    const { session, launchToken } = await sandbox.login();
    const actions: BrokerAction[] = [];
    const tokensTaken: string[] = [];
    const poor: boolean[] = [];
    const connection = startBrokerConnection({
      takeLaunchToken: async () => {
        const token = launchToken();
        tokensTaken.push(token);
        return token;
      },
      openHub: signalRHubOpener(sandbox.hubUrl),
      topics: ['xeniaToast'],
      onMessage: (message: BrokerMessage) => actions.push(routeBrokerMessage(message, { sessionGuid: session.sessionGuid })),
      onPoorConnection: (value) => poor.push(value),
      sleep: async () => undefined,
    });
    try {
      const toast = { id: 'welcome', description: 'Welcome back', type: 'success' };
      await vi.waitFor(async () => {
        sandbox.broker.publish({ userId: session.userId, topic: 'xeniaToast', content: toast });
        expect(actions).toContainEqual({ kind: 'toast', toast });
      });

      // The sandbox's reset closes every connection and forgets subscriptions: the loop reconnects with a new token.
      await sandbox.broker.reset();
      const again = { id: 'again', description: 'Still here', type: 'info' };
      await vi.waitFor(async () => {
        sandbox.broker.publish({ userId: session.userId, topic: 'xeniaToast', content: again });
        expect(actions).toContainEqual({ kind: 'toast', toast: again });
      });
      expect(new Set(tokensTaken).size).toBe(tokensTaken.length);
      expect(tokensTaken.length).toBeGreaterThanOrEqual(2);
      expect(poor).toEqual([true, false]);
    } finally {
      await connection.stop();
    }
  });
});
