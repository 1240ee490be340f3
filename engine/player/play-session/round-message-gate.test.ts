import { describe, expect, it } from 'vitest';
import { createRoundMessageGate, type RoundMessageEvent, type RoundVerdict } from './round-message-gate.ts';

const LAUNCH_URL = 'https://games.example.test/play/1000/5001?LaunchToken=lt-1';
const GAME_ORIGIN = 'https://games.example.test';
const gameFrame = { name: 'the game frame' };
const otherFrame = { name: 'another frame of the same origin' };

const round = (roundId: string, more: Record<string, unknown> = {}) => ({
  type: 'croupier:round',
  roundId,
  stake: 1,
  win: 0,
  balanceAfter: 99,
  currencyIsoCode: 'GBP',
  ...more,
});
const fromGame = (data: unknown): RoundMessageEvent => ({ origin: GAME_ORIGIN, source: gameFrame, data });

/** One message after another, through one gate: what the gate says of each. */
const CASES: { what: string; events: RoundMessageEvent[]; verdicts: (RoundVerdict | 'round')[] }[] = [
  { what: 'a round from the game', events: [fromGame(round('r1'))], verdicts: ['round'] },
  { what: 'two rounds from the game', events: [fromGame(round('r1')), fromGame(round('r2'))], verdicts: ['round', 'round'] },
  {
    what: 'a round posted again (the game page reloaded)',
    events: [fromGame(round('r1')), fromGame(round('r1'))],
    verdicts: ['round', { refused: 'replayed' }],
  },
  {
    what: 'a round from another origin',
    events: [{ origin: 'https://evil.example.test', source: gameFrame, data: round('r1') }],
    verdicts: [{ refused: 'origin' }],
  },
  {
    what: "a round from the site's own origin",
    events: [{ origin: 'https://www.croupier.example.test', source: null, data: round('r1') }],
    verdicts: [{ refused: 'origin' }],
  },
  {
    what: "a round from another frame of the game's origin",
    events: [{ origin: GAME_ORIGIN, source: otherFrame, data: round('r1') }],
    verdicts: [{ refused: 'frame' }],
  },
  { what: 'a malformed round from the game', events: [fromGame(round('r1', { stake: '1' }))], verdicts: [{ refused: 'schema' }] },
  { what: 'anything else from the game', events: [fromGame({ resize: 600 })], verdicts: [{ refused: 'schema' }] },
  {
    what: 'a round in another currency',
    events: [fromGame(round('r1', { currencyIsoCode: 'EUR' }))],
    verdicts: [{ refused: 'currency' }],
  },
  {
    what: "another window's own message (the cashier's)",
    events: [
      { origin: 'https://cashier.example.test', source: otherFrame, data: { source: 'croupier-cashier', status: 'success' } },
    ],
    verdicts: [{ ignored: true }],
  },
  {
    what: 'a refused round, then the same id from the game',
    events: [{ origin: 'https://evil.example.test', source: otherFrame, data: round('r1') }, fromGame(round('r1'))],
    verdicts: [{ refused: 'origin' }, 'round'],
  },
];

describe('the round message gate (origin, frame, schema, currency, replays)', () => {
  it.each(CASES)('$what', ({ events, verdicts }) => {
    const check = createRoundMessageGate({ launchUrl: LAUNCH_URL, frame: () => gameFrame, currencyIsoCode: 'GBP' });
    const said = events.map((event) => {
      const verdict = check(event);
      return 'round' in verdict ? 'round' : verdict;
    });
    expect(said).toEqual(verdicts);
  });

  it('gives the round it accepted', () => {
    const check = createRoundMessageGate({ launchUrl: LAUNCH_URL, frame: () => gameFrame, currencyIsoCode: 'GBP' });
    expect(check(fromGame(round('r1', { win: 2.5 })))).toEqual({ round: round('r1', { win: 2.5 }) });
  });

  it('refuses the game origin while the frame has no window (closed, or not yet loaded)', () => {
    const check = createRoundMessageGate({ launchUrl: LAUNCH_URL, frame: () => undefined, currencyIsoCode: 'GBP' });
    expect(check({ origin: GAME_ORIGIN, source: undefined, data: round('r1') })).toEqual({ refused: 'frame' });
  });
});
