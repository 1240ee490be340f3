import { describe, expect, it } from 'vitest';
import { playBlockerFor, type GatedAction, type PlayBlocker } from './play-gate.ts';

const player = { loggedIn: true, showTerms: false, kycRequired: false };

describe('what holds a player back (terms before play, identity before play)', () => {
  it.each<[string, GatedAction, typeof player, PlayBlocker | undefined]>([
    ['a verified player with current terms plays', 'game', player, undefined],
    ['… and deposits', 'deposit', player, undefined],
    ['… and opts in', 'promotionOptIn', player, undefined],
    ['terms not accepted: no game', 'game', { ...player, showTerms: true }, 'terms'],
    ['terms not accepted: no deposit', 'deposit', { ...player, showTerms: true }, 'terms'],
    ['terms not accepted: no opt-in', 'promotionOptIn', { ...player, showTerms: true }, 'terms'],
    ['terms come before identity', 'game', { ...player, showTerms: true, kycRequired: true }, 'terms'],
    ['identity not verified: no game', 'game', { ...player, kycRequired: true }, 'verification'],
    ['identity not verified: no deposit', 'deposit', { ...player, kycRequired: true }, 'verification'],
    ['identity not verified: opting in stays open', 'promotionOptIn', { ...player, kycRequired: true }, undefined],
    ['a logged-out visitor is asked to log in elsewhere', 'game', { ...player, loggedIn: false, showTerms: true }, undefined],
  ])('%s', (_rule, action, facts, blocker) => {
    expect(playBlockerFor(action, facts)).toBe(blocker);
  });
});
