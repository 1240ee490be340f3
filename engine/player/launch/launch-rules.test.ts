import { describe, expect, it } from 'vitest';
import { launchRequestFor } from './launch-request.ts';
import { gameGroupIdOfPath, gamePageView } from './launch-rules.ts';

describe('what the game page shows (SPEC §4 game launch, §6)', () => {
  it.each([
    { catalogueLoading: true, gameFound: false, loggedIn: true, view: 'loading' },
    { catalogueLoading: false, gameFound: false, loggedIn: true, view: 'notFound' },
    { catalogueLoading: false, gameFound: false, loggedIn: false, view: 'notFound' },
    { catalogueLoading: false, gameFound: true, loggedIn: false, view: 'loginRequired' },
    { catalogueLoading: false, gameFound: true, loggedIn: true, view: 'launch' },
    { catalogueLoading: false, gameFound: true, loggedIn: true, blocker: 'verification', view: 'heldBack' },
    { catalogueLoading: false, gameFound: true, loggedIn: true, blocker: 'terms', view: 'heldBack' },
    { catalogueLoading: false, gameFound: false, loggedIn: true, blocker: 'terms', view: 'notFound' },
  ] as const)('loading=$catalogueLoading found=$gameFound loggedIn=$loggedIn blocker=$blocker → $view', ({ view, ...facts }) => {
    expect(gamePageView(facts)).toBe(view);
  });
});

describe('the game id of a game page path', () => {
  it.each([
    ['/game/1234', 1234],
    ['/game/1234/', 1234],
    ['/game/1234?isAndroidApp=true', 1234],
    ['/game/0', undefined],
    ['/game/abc', undefined],
    ['/games/12', undefined],
    ['/', undefined],
  ])('%s → %s', (path, id) => {
    expect(gameGroupIdOfPath(path)).toBe(id);
  });
});

describe('the launch request', () => {
  const game = {
    GameGroupId: 5001,
    Properties: {
      gamePicker: {
        Properties: {
          gameGroupId: 5001,
          gameHTML5ClientID: 40,
          gameHTMLDesktopClientID: 70,
          gameHTML5ModuleId: 111,
          gameHTMLDesktopModuleID: 222,
        },
      },
    },
  };
  it.each([
    { device: 'desktop', isRow: false, expected: { isMobile: false, isROW: false, moduleId: 222, clientId: 70 } },
    { device: 'mobile', isRow: false, expected: { isMobile: true, isROW: false, moduleId: 111, clientId: 40 } },
    { device: 'desktop', isRow: true, expected: { isMobile: false, isROW: true, moduleId: 222, clientId: 70 } },
    { device: 'mobile', isRow: true, expected: { isMobile: true, isROW: true, moduleId: 111, clientId: 40 } },
  ] as const)('$device, isRow $isRow', ({ device, isRow, expected }) => {
    expect(launchRequestFor({ game, productNodeId: 1000, market: { device, isRow } })).toEqual({
      gameGroupId: 5001,
      productId: 1000,
      ...expected,
    });
  });
});
