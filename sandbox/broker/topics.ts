/** The message topics of SPEC §3. */
export const BROKER_TOPICS = [
  'xeniaAdvert',
  'meteredGameSession',
  'mdd',
  'mpd',
  'meteredAlive',
  'xeniaPromotion',
  'single-session',
  'xeniaToast',
] as const;

export type BrokerTopic = (typeof BROKER_TOPICS)[number];

/** Announces a new session to the player's other sessions; delivered without a subscription. */
export const SINGLE_SESSION_TOPIC = 'single-session' satisfies BrokerTopic;

export function isBrokerTopic(value: unknown): value is BrokerTopic {
  return typeof value === 'string' && (BROKER_TOPICS as readonly string[]).includes(value);
}

/** Error codes the broker answers with besides the core's (launch token invalid, 15010). */
export const BROKER_ERROR_CODE = {
  badRequest: 16000,
  unknownTopic: 16001,
  unknownMessage: 16004,
  unknownUser: 16005,
} as const;
