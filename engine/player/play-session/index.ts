export { usePlaySession, PLAY_BALANCE_POLL_MS, ROUND_MESSAGE_REFUSED, type PlaySessionOptions } from './use-play-session.ts';
export { createPlaySession, type PlaySession, type PlaySnapshot, type PaymentKind } from './play-session.ts';
export { netPosition, type PlayMoney } from './net-position.ts';
export { createRoundMessageGate, type RoundMessageGate, type RoundRefusal, type RoundVerdict } from './round-message-gate.ts';
export { readRoundMessage, ROUND_MESSAGE_TYPE, type RoundMessage } from './round-message.ts';
export { playClockText, msUntilNextSecond, PLAY_CLOCK_TICK_MS } from './play-clock.ts';
