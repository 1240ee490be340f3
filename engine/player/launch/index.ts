export { createGameLauncher, type GameLauncher, type LaunchedGame, type MeteredSession } from './game-launcher.ts';
export { createLaunchGuard, type LaunchGuard } from './launch-guard.ts';
export { launchRequestFor, type LaunchRequest } from './launch-request.ts';
export { gamePageView, gameGroupIdOfPath, type GamePageView, type GamePageFacts } from './launch-rules.ts';
export { normaliseLaunchTokenParam, LAUNCH_TOKEN_PARAM } from './launch-token-param.ts';
