import type { BrokerTopic } from '../../schemas/index.ts';

export { BROKER_TOPICS, isBrokerTopic, type BrokerTopic } from '../../schemas/index.ts';

/** Announces a new session to the player's other sessions; delivered without a subscription. */
export const SINGLE_SESSION_TOPIC = 'single-session' satisfies BrokerTopic;

/** Error codes the broker answers with besides the core's (launch token invalid, 15010). */
export const BROKER_ERROR_CODE = {
  badRequest: 16000,
  unknownTopic: 16001,
  unknownMessage: 16004,
  unknownUser: 16005,
} as const;
