import type { BrokerTopic, MustWinJackpotKind, ProgressiveJackpotKind } from '../generated/index.ts';
import brokerTopicSchema from './broker/broker-topic.schema.json';
import mustWinKindSchema from './jackpots/must-win-jackpot-kind.schema.json';
import progressiveKindSchema from './jackpots/progressive-jackpot-kind.schema.json';

/** The message topics of SPEC §3, as broker-topic.schema.json lists them. */
export const BROKER_TOPICS = brokerTopicSchema.enum as readonly BrokerTopic[];

export const isBrokerTopic = (value: unknown): value is BrokerTopic =>
  typeof value === 'string' && (BROKER_TOPICS as readonly string[]).includes(value);

/** Progressive pools (SPEC §3 "Progressive types"). */
export const PROGRESSIVE_JACKPOT_KINDS = progressiveKindSchema.enum as readonly ProgressiveJackpotKind[];

/** Must-win drops (SPEC §3 "Must-win type"). */
export const MUST_WIN_JACKPOT_KINDS = mustWinKindSchema.enum as readonly MustWinJackpotKind[];
