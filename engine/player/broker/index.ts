export { startBrokerConnection, type BrokerConnection, type BrokerConnectionOptions, type HubLink } from './broker-connection.ts';
export { routeBrokerMessage, type BrokerAction, type XeniaMessage } from './message-routing.ts';
export { BROKER_RECONNECT_LIMIT, BROKER_RECONNECT_DELAYS_MS, reconnectDelayMs, mayReconnect } from './reconnect-policy.ts';
export { signalRHubOpener, MESSAGE_PUBLISHED } from './signalr-hub-link.ts';
export { createXeniaInbox, xeniaInboxFor, type XeniaInbox } from './xenia-inbox.ts';
