import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountsClient, createBrokerApi, type SessionTokens } from '../../engine/platform/index.ts';
import { useContractPlatform } from './contract-kit.ts';

describe('the broker client against the platform contract (schemas/platform/broker)', () => {
  const platform = useContractPlatform();
  let tokens: SessionTokens;
  let userId: number;

  beforeAll(async () => {
    const login = await createAccountsClient(platform.http).login(
      platform.loginRequest('demo', platform.marketOf('GB').manifest.casinoId),
    );
    tokens = login.tokens!;
    userId = login.account!.core.userId;
  });

  it('subscribes, reads pending messages, and marks one received and acknowledged within the contract', async () => {
    const broker = createBrokerApi(platform.http);
    const clientId = await broker.subscribe('xeniaToast', { launchToken: tokens.launchTokens[0]! });
    platform.expectCall('/api/broker/topics/xeniaToast/subscribe', { response: 'SubscriptionResponse' });

    const uuid = await platform.publish(userId, 'xeniaToast', { id: 'contract', description: 'A toast', type: 'info' });
    const { messages } = await broker.fetchPending({ clientId: clientId! });
    platform.expectCall('/api/broker/messages/pending', { response: 'PendingMessagesResponse' });
    const message = messages.find((candidate) => candidate.messageInstanceUUID === uuid)!;
    expect(message).toBeDefined();
    expect(message.content).toSatisfy((content) => content !== null);

    await broker.markReceived(uuid);
    platform.expectCall(`/api/broker/message/${uuid}/receive`, { response: 'BrokerMessage' });
    await broker.acknowledge(uuid, true);
    platform.expectCall(`/api/broker/message/${uuid}/acknowledge`, { request: 'AcknowledgeRequest', response: 'BrokerMessage' });
  });
});
