import { claimsToBeRound, readRoundMessage, type RoundMessage } from './round-message.ts';

/** Why a round message changed nothing. */
export type RoundRefusal =
  /** It came from another origin than the launched game's. */
  | 'origin'
  /** The right origin, but not the game's frame (another window or frame of that origin). */
  | 'frame'
  /** From the game, but it breaks the round message's schema. */
  | 'schema'
  /** In another currency than the account's: its amounts cannot count. */
  | 'currency'
  /** A round id already counted (a reload of the game's page posts it again). */
  | 'replayed';

/** What the gate says of one message event: a round to count, a refusal to log, or not the game's business. */
export type RoundVerdict = { round: RoundMessage } | { refused: RoundRefusal } | { ignored: true };

/** The parts of a MessageEvent the gate reads. */
export interface RoundMessageEvent {
  origin: string;
  source: unknown;
  data: unknown;
}

export interface RoundMessageGateOptions {
  /** The launch URL the frame was given: only its origin may post rounds. */
  launchUrl: string;
  /** The game frame's window now (iframe.contentWindow): only it may post rounds. */
  frame(): unknown;
  /** The account's currency. */
  currencyIsoCode: string;
}

/**
 * Reads the game frame's round messages (docs/developers.md, "Round messages from a game"): a message
 * counts only when it comes from the launched game's origin and frame, keeps the schema, is in the
 * account's currency and names a round not counted before. Messages of other origins that do not
 * claim to be rounds (the cashier's, say) are none of its business.
 */
export function createRoundMessageGate({ launchUrl, frame, currencyIsoCode }: RoundMessageGateOptions) {
  const gameOrigin = new URL(launchUrl).origin;
  const counted = new Set<string>();
  return function check(event: RoundMessageEvent): RoundVerdict {
    const fromGame = event.origin === gameOrigin && event.source != null && event.source === frame();
    if (!fromGame) {
      if (!claimsToBeRound(event.data)) return { ignored: true };
      return { refused: event.origin === gameOrigin ? 'frame' : 'origin' };
    }
    const round = readRoundMessage(event.data);
    if (!round) return { refused: 'schema' };
    if (round.currencyIsoCode !== currencyIsoCode) return { refused: 'currency' };
    if (counted.has(round.roundId)) return { refused: 'replayed' };
    counted.add(round.roundId);
    return { round };
  };
}

export type RoundMessageGate = ReturnType<typeof createRoundMessageGate>;
