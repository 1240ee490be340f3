import { describe, expect, it } from 'vitest';
import { normaliseLaunchTokenParam } from './launch-token-param.ts';

describe('normaliseLaunchTokenParam (SPEC §4: the token parameter becomes LaunchToken)', () => {
  it.each([
    {
      from: 'https://games.test/play/1000/5?launchtoken=abc&mobile=false',
      to: 'https://games.test/play/1000/5?LaunchToken=abc&mobile=false',
    },
    {
      from: 'https://games.test/play/1000/5?mobile=true&launchToken=abc',
      to: 'https://games.test/play/1000/5?mobile=true&LaunchToken=abc',
    },
    { from: 'https://games.test/play?token=abc', to: 'https://games.test/play?LaunchToken=abc' },
    { from: 'https://games.test/play?LaunchToken=abc', to: 'https://games.test/play?LaunchToken=abc' },
    { from: 'https://games.test/play?mobile=true', to: 'https://games.test/play?mobile=true' },
    { from: '/api/games-sandbox/play/1000/5?launchtoken=a%2Bb', to: '/api/games-sandbox/play/1000/5?LaunchToken=a%2Bb' },
    { from: 'https://games.test/play?launchtoken=one&token=two', to: 'https://games.test/play?LaunchToken=one' },
  ])('$from → $to', ({ from, to }) => {
    expect(normaliseLaunchTokenParam(from)).toBe(to);
  });
});
