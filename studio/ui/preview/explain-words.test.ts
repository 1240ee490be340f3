import { describe, expect, it } from 'vitest';
import { decisionWords, type DecisionLike } from './explain-words.ts';

const decision = (fields: Partial<DecisionLike>): DecisionLike => ({
  alias: 'hero',
  key: 'page-0-hero',
  included: true,
  placement: 'page',
  reason: 'shown',
  ...fields,
});

describe("Explain in people's words", () => {
  it.each([
    ['a component for everyone', decision({}), 'lobby', 'Hero', 'Shown to everyone'],
    [
      'one narrowed on this page',
      decision({ included: false, reason: 'recordLoggedInOnly' }),
      'lobby',
      'Hero',
      'Shown to logged-in players only, as set on this page',
    ],
    [
      "a component's own audience",
      decision({ alias: 'bigWinnerDetailGrid', included: false, reason: 'loggedInOnly' }),
      'lobby',
      'Big winner detail grid',
      'Shown to logged-in players only',
    ],
    [
      'a page kind it stays off',
      decision({ alias: 'messageBroker', included: false, reason: 'excludedOnPageKind', placement: 'shellAfter' }),
      'game',
      'Message broker',
      'Hidden on game pages',
    ],
    [
      'one the engine inserted',
      decision({ alias: 'bigWinnerDetailGrid', inserted: true, reason: 'shown' }),
      'lobby',
      'Big winner detail grid',
      'Inserted: big winner detail grid · Shown to logged-in players only',
    ],
    [
      'one whose schedule has not started',
      decision({ included: false, reason: 'notStarted', schedule: {}, why: 'hidden: starts Fri 27 Nov 18:00 GMT' }),
      'lobby',
      'Hero',
      'Hidden: starts Fri 27 Nov 18:00 GMT',
    ],
    [
      'one shown inside its schedule',
      decision({ schedule: {}, why: 'shown until Mon 30 Nov 00:00 GMT' }),
      'lobby',
      'Hero',
      'Shown to everyone · Shown until Mon 30 Nov 00:00 GMT',
    ],
  ])('words %s', (_case, given, pageKind, name, rule) => {
    expect(decisionWords(given, pageKind)).toMatchObject({ name, rule });
  });

  it('says who a shown record is for when the page narrows it', () => {
    expect(decisionWords(decision({}), 'lobby', 'loggedOut').rule).toBe('Shown to logged-out visitors only, as set on this page');
  });

  it('says whether this visitor sees it and where it sits', () => {
    expect(
      decisionWords(decision({ included: false, reason: 'loggedOutOnly', placement: 'shellBefore' }), 'lobby'),
    ).toMatchObject({
      seen: 'This visitor does not see it',
      where: 'Above every page',
    });
  });
});
