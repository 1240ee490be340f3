import express, { Router, type Request, type Response } from 'express';
import { money, type Player, type SandboxState } from '../core/index.ts';
import type { Game } from './catalogue-types.ts';
import type { CatalogueStore } from './catalogue-store.ts';
import { formatMoney } from './format-money.ts';
import { positiveInt } from './parse-input.ts';
import { renderPlayPage, renderProblemPage, ROUND_SCRIPT_SOURCE, type PlayPageView } from './play-page.ts';
import type { RiggedSpins } from './rigged-spins.ts';
import { siteOriginParam } from './site-origin.ts';
import { DEFAULT_STAKE, isStake, reelSymbols, winMultiplier } from './spin-outcome.ts';

/** One opened game window: who plays which game in which session. Spins name it instead of the launch token. */
interface GamePlay {
  userId: number;
  sessionId: number;
  productNodeId: number;
  gameGroupId: number;
  /** The site that opened the game (the launch's `origin`): each round is posted to it. None: rounds are not posted. */
  siteOrigin?: string;
}

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  // The page's one inline script, allowed by its hash; nothing else may run.
  'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; script-src ${ROUND_SCRIPT_SOURCE}; form-action 'self'; base-uri 'none'`,
};

const LAUNCH_TOKEN_PARAMS = ['launchtoken', 'launchToken', 'LaunchToken'] as const;

/** The playable demo game behind a launch URL: GET /play/:productNodeId/:gameGroupId and its spin form. */
export function playRoutes({
  state,
  store,
  riggedSpins,
}: {
  state: SandboxState;
  store: CatalogueStore;
  /** Outcomes tests queued for a player's next spins. */
  riggedSpins: RiggedSpins;
}): Router {
  const plays = playBook(state, store);
  let nextRoundId = 700001;
  const router = Router();

  router.get('/play/:productNodeId/:gameGroupId', (req, res) => {
    const game = plays.gameOf(req);
    if (!game) return gameNotFound(res);
    const launchToken = LAUNCH_TOKEN_PARAMS.map((name) => req.query[name]).find((value) => typeof value === 'string');
    if (typeof launchToken === 'string') return plays.open(req, res, launchToken, game);
    const current = plays.live(req, req.query.play, game);
    if (!current) return sessionOver(res);
    const { player, play } = current;
    const roundId = positiveInt(req.query.round);
    const round = roundId === undefined ? undefined : player.gameRounds.find((candidate) => candidate.id === roundId);
    const requestedStake = Number(req.query.stake);
    const selectedStake = isStake(requestedStake) ? requestedStake : (round?.stake ?? DEFAULT_STAKE);
    const notice =
      req.query.notice === 'insufficient-funds'
        ? `You don't have enough money for a ${formatMoney(selectedStake, player.currencyIsoCode)} spin. Choose a smaller stake or add funds. Nothing was taken from your balance.`
        : undefined;
    const page = playPage({ game, player, play, round, selectedStake, notice, spinAction: `${pagePath(req, play)}/spin` });
    res
      .set(PAGE_HEADERS)
      .type('html')
      .send(renderPlayPage({ ...page, playId: String(req.query.play) }));
  });

  router.post('/play/:productNodeId/:gameGroupId/spin', express.urlencoded({ extended: false }), (req, res) => {
    const game = plays.gameOf(req);
    if (!game) return gameNotFound(res);
    const body = (req.body ?? {}) as { play?: unknown; stake?: unknown };
    const current = plays.live(req, body.play, game);
    if (!current) return sessionOver(res);
    const stake = Number(body.stake);
    if (!isStake(stake)) return problem(res, 400, 'Choose a stake', 'Please pick one of the stakes offered and spin again.');
    const { play, player } = current;
    const back = `${pagePath(req, play)}?play=${encodeURIComponent(String(body.play))}&stake=${stake}`;
    if (player.balances[0] < stake) return res.redirect(303, `${back}&notice=insufficient-funds`);
    state.record(player, { kind: 'bet', balanceType: 0, amount: -stake, description: `Spin on ${game.Name}` });
    const win = money(stake * (riggedSpins.take(player.userId) ?? winMultiplier(state.random.next())));
    if (win > 0) state.record(player, { kind: 'win', balanceType: 0, amount: win, description: `Win on ${game.Name}` });
    const round = {
      id: nextRoundId++,
      at: state.isoNow(),
      gameGroupId: game.GameGroupId,
      gameName: game.Name,
      stake,
      win,
      sessionId: play.sessionId,
    };
    player.gameRounds.unshift(round);
    res.redirect(303, `${back}&round=${round.id}`);
  });

  return router;
}

const problem = (res: Response, status: number, title: string, message: string) =>
  res.status(status).set(PAGE_HEADERS).type('html').send(renderProblemPage(title, message));

const gameNotFound = (res: Response) =>
  problem(res, 404, 'Game not found', 'This game is not available. Please choose another game from the lobby.');

const sessionOver = (res: Response) =>
  problem(
    res,
    401,
    'Your game session has ended',
    'Please close this game, log in again if needed, and reopen it from the lobby.',
  );

const pagePath = (req: Request, play: GamePlay) => `${req.baseUrl}/play/${play.productNodeId}/${play.gameGroupId}`;

/** The opened game windows: a launch token opens one, and every later request names it. */
function playBook(state: SandboxState, store: CatalogueStore) {
  const plays = new Map<string, GamePlay>();
  return {
    gameOf: (req: Request): Game | undefined =>
      store.catalogueFor(positiveInt(req.params.productNodeId) ?? 0)?.byGroupId.get(positiveInt(req.params.gameGroupId) ?? 0),

    /** Spends the launch token and sends the browser to its new play, or says the link has expired. */
    open(req: Request, res: Response, launchToken: string, game: Game) {
      const spent = state.spendLaunchToken(launchToken);
      if (!spent)
        return problem(
          res,
          401,
          'This game link has expired',
          'Game links work once. Please close this game and open it again from the lobby.',
        );
      const playId = state.random.hex(16);
      // The launch checked the origin; a URL edited since loses it, and its rounds are not posted.
      const site = siteOriginParam(req.query.origin);
      const play: GamePlay = {
        userId: spent.player.userId,
        sessionId: spent.session.sessionId,
        productNodeId: Number(req.params.productNodeId),
        gameGroupId: game.GameGroupId,
        ...('origin' in site && site.origin ? { siteOrigin: site.origin } : {}),
      };
      plays.set(playId, play);
      return res.redirect(303, `${pagePath(req, play)}?play=${playId}`);
    },

    /** The play named by the request, when it is for this game and its session is still open. */
    live(req: Request, playId: unknown, game: Game): { play: GamePlay; player: Player } | undefined {
      const play = typeof playId === 'string' ? plays.get(playId) : undefined;
      const session = play && state.sessions.get(play.sessionId);
      const player = play && state.players.get(play.userId);
      if (!play || !session || session.endedAt || !player) return undefined;
      if (play.gameGroupId !== game.GameGroupId || play.productNodeId !== positiveInt(req.params.productNodeId)) return undefined;
      return { play, player };
    },
  };
}

/** What the play page shows: the game, the balance, the stake, and the last round (posted to the site that opened the game). */
function playPage({
  game,
  player,
  play,
  round,
  selectedStake,
  notice,
  spinAction,
}: {
  game: Game;
  player: Player;
  play: GamePlay;
  round: Player['gameRounds'][number] | undefined;
  selectedStake: number;
  notice: string | undefined;
  spinAction: string;
}): Omit<PlayPageView, 'playId'> {
  return {
    gameName: game.Name,
    vendor: game.Vendor,
    balance: player.balances[0],
    currencyIsoCode: player.currencyIsoCode,
    spinAction,
    selectedStake,
    ...(round && !notice
      ? { lastRound: { stake: round.stake, win: round.win, symbols: reelSymbols(round.id, round.win / round.stake) } }
      : {}),
    ...(notice ? { notice } : {}),
    ...(round && !notice && play.siteOrigin
      ? {
          roundMessage: {
            targetOrigin: play.siteOrigin,
            message: {
              type: 'croupier:round',
              roundId: String(round.id),
              stake: round.stake,
              win: round.win,
              balanceAfter: player.balances[0],
              currencyIsoCode: player.currencyIsoCode,
            },
          },
        }
      : {}),
  };
}
