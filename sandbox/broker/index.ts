export { createBroker, HUB_PING_INTERVAL_MS, type Broker, type BrokerOptions, type PublishInput } from './create-broker.ts';
export type { Message, PublishedMessage } from './message-store.ts';
export { BROKER_ERROR_CODE, BROKER_TOPICS, SINGLE_SESSION_TOPIC, isBrokerTopic, type BrokerTopic } from './topics.ts';
export { HUB_MESSAGE_TYPE, RECORD_SEPARATOR } from './hub-protocol.ts';
