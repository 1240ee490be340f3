import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import express, { Router } from 'express';
import type { LoadedBrand } from '../engine/manifest/index.ts';
import compression from 'compression';
import { createAccountsService, elapsePendingIncreases, MAX_ELAPSE_HOURS } from './accounts/index.ts';
import { createBroker, isBrokerTopic } from './broker/index.ts';
import { createCashierService } from './cashier/index.ts';
import { createContentService } from './content/index.ts';
import {
  ACCOUNT_STATUS,
  answerErrorsAsJson,
  createSandboxState,
  SEEDED_PASSWORD,
  systemClock,
  type AccountStatusId,
  type Clock,
  type SandboxState,
} from './core/index.ts';
import { createGamesService, RIGGED_SPINS_MAX, WIN_MULTIPLIERS, type RiggedSpins } from './games/index.ts';
import { createPortalService } from './portal/index.ts';
import { createPromotionsService } from './promotions/index.ts';
import { createTelemetryCollector } from './telemetry/index.ts';
import { createDeviceProfilingProvider } from './device-profiling/index.ts';

export interface SandboxOptions {
  seed: string;
  /** The brands as loaded now: content follows edits of brands/ in development. */
  brands: () => readonly LoadedBrand[];
  /** How many times brands/ was read again since start (GET /sandbox/brands says it). */
  brandsReloaded?: () => number;
  /** The origin a browser reaches the sandbox at: games, the cashier and the portal open from it. */
  publicOrigin: string;
  clock?: Clock;
  /** Signs user tokens; random per process unless given. */
  secret?: string;
  /** Games in each brand's catalogue; 1,500 to 1,750 (from the brand's name) unless given. */
  gamesPerBrand?: number | undefined;
  /** Told of each request that failed unexpectedly (answered 500): the sandbox's log. */
  reportFailure?: (error: unknown) => void;
}

export interface Sandbox {
  app: express.Express;
  state: SandboxState;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

/** The prefix of the sandbox's own endpoints; a real platform has none of them. */
export const SANDBOX_CONTROL_PATH = '/sandbox';

/**
 * The embedded casino platform: every upstream contract of SPEC §7 over HTTP (and the broker's
 * SignalR hub), on one stateful, seeded state.
 */
export function createSandbox({
  seed,
  brands,
  publicOrigin,
  clock = systemClock,
  secret = randomBytes(32).toString('hex'),
  gamesPerBrand,
  reportFailure,
  brandsReloaded,
}: SandboxOptions): Sandbox {
  const state = createSandboxState({ clock, seed, secret });
  const brandList = brands();
  const { casinoMarket, requiresKyc } = casinoRules(brands);

  const broker = createBroker({ state });
  const games = createGamesService({
    state,
    publicOrigin,
    brands: brandList.map((brand) => ({ name: brand.name, productNodeId: brand.manifest.productNodeId })),
    gamesPerBrand,
    requiresKyc,
  });
  const promotions = createPromotionsService({
    state,
    brands: brandList.map((brand) => ({
      name: brand.name,
      displayName: brand.manifest.displayName,
      casinoIds: [...brand.manifest.casinoIds.desktop, ...brand.manifest.casinoIds.mobile],
    })),
    publish: (message) => void broker.publish(message),
    publicUrl: `${publicOrigin}/promotions`,
  });

  const app = express();
  app.disable('x-powered-by');
  // The platform compresses its answers as a CDN-fronted API would (1 KB and up); the site passes them on as they are.
  app.use(compression({ threshold: 1024 }));
  // Telemetry batches are larger than any platform call: the collector reads its own bodies.
  const telemetry = createTelemetryCollector();
  app.use('/telemetry', telemetry.routes);
  const deviceProfiling = createDeviceProfilingProvider();
  app.use('/device-profiling', deviceProfiling.routes);
  const loginBlackBoxes: LoginBlackBoxes = new Map();
  app.use(express.json({ limit: '64kb' }));
  app.use(express.urlencoded({ extended: false, limit: '16kb' }));

  app.post('/accounts/login', observeLogins(state, promotions, loginBlackBoxes));
  app.use('/accounts', createAccountsService({ state, publicOrigin, markets: casinoMarket }).routes);
  app.use('/games', games.routes);
  const content = createContentService({ brands, catalogueFor: (productNodeId) => games.catalogueFor(productNodeId), clock });
  app.use('/content', content.routes);
  app.use('/promotions', promotions.routes);
  app.use('/broker', broker.routes);
  app.use('/cashier', createCashierService({ state, requiresKyc }).routes);
  app.use('/portal', createPortalService({ state }).routes);
  app.use(SANDBOX_CONTROL_PATH, promotions.controlRoutes);
  const control = sandboxControl({
    state,
    broker,
    content,
    telemetry,
    deviceProfiling,
    loginBlackBoxes,
    riggedSpins: games.riggedSpins,
    brandsReloaded,
  });
  app.use(SANDBOX_CONTROL_PATH, control);
  app.use((_req, res) => void res.status(404).json({ code: 404, message: 'No such sandbox endpoint' }));
  app.use(answerErrorsAsJson(reportFailure));

  return {
    app,
    state,
    handleUpgrade: (req, socket, head) => {
      if (!broker.handleUpgrade(req, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    },
    close: () => broker.close(),
  };
}

type LoginBlackBoxes = Map<number, { firstParty: string; thirdParty: string }>;

interface SandboxControlParts {
  state: SandboxState;
  broker: ReturnType<typeof createBroker>;
  content: ReturnType<typeof createContentService>;
  telemetry: ReturnType<typeof createTelemetryCollector>;
  deviceProfiling: ReturnType<typeof createDeviceProfilingProvider>;
  loginBlackBoxes: LoginBlackBoxes;
  riggedSpins: RiggedSpins;
  brandsReloaded?: () => number;
}

/** Endpoints for tests and demos: reset the platform, list the seeded players, publish to a player. */
function sandboxControl(parts: SandboxControlParts) {
  const { state, broker, content, telemetry, deviceProfiling, loginBlackBoxes, riggedSpins } = parts;
  const brandsReloaded = parts.brandsReloaded ?? (() => 0);
  const routes = Router();
  // The brand studio's preview writes drafts into brands/ and waits here until the content service has read them.
  routes.get('/brands', (_req, res) => void res.json({ reloads: brandsReloaded() }));
  routes.post('/reset', async (_req, res) => {
    state.reset();
    content.reset();
    telemetry.reset();
    deviceProfiling.reset();
    loginBlackBoxes.clear();
    riggedSpins.reset();
    await broker.reset();
    res.json({ reset: true });
  });
  routes.use(playerControl({ state, loginBlackBoxes, riggedSpins }));
  // What the telemetry collector received, newest last: session, page, brand and the kinds of items.
  routes.get('/telemetry', (_req, res) => void res.json({ data: telemetry.list() }));
  // What reached the device-profiling provider: each profiling session, its page id and brand.
  routes.get('/device-profiles', (_req, res) => void res.json({ data: deviceProfiling.list() }));
  // A CMS editor adds a record to a page, unchecked as a CMS saves it: `{ brand, path, record }`.
  routes.post('/content/records', (req, res) => {
    const { brand, path, record } = (req.body ?? {}) as { brand?: unknown; path?: unknown; record?: unknown };
    if (typeof brand !== 'string' || typeof path !== 'string' || typeof record !== 'object' || record === null)
      return void res.status(400).json({ code: 400, message: 'send { brand, path, record }: two strings and an object' });
    const refused = content.addRecord(brand, path, record as Record<string, unknown>);
    const status = refused && /^No /.test(refused) ? 404 : 400;
    if (refused) return void res.status(status).json({ code: status, message: refused });
    res.status(201).json({ brand, path, key: (record as { key: string }).key });
  });
  routes.post('/publish', (req, res) => {
    const { username, userId, topic, content } = (req.body ?? {}) as {
      username?: unknown;
      userId?: unknown;
      topic?: unknown;
      content?: unknown;
    };
    const player = typeof username === 'string' ? state.findPlayer(username) : state.players.get(Number(userId));
    if (!player) return void res.status(404).json({ code: 404, message: 'No such player' });
    if (typeof topic !== 'string' || !isBrokerTopic(topic))
      return void res.status(400).json({ code: 400, message: 'topic must be one of the broker topics' });
    res.json(broker.publish({ userId: player.userId, topic, content: content ?? {} }));
  });
  return routes;
}

/** The players' endpoints: list them, make one, change one's status, pass time for one, rig one's spins. */
function playerControl({
  state,
  loginBlackBoxes,
  riggedSpins,
}: Pick<SandboxControlParts, 'state' | 'loginBlackBoxes' | 'riggedSpins'>) {
  const routes = Router();
  routes.get('/players', (_req, res) => {
    res.json({
      data: [...state.players.values()].map((player) => ({
        userId: player.userId,
        username: player.username,
        accountStatusId: player.accountStatusId,
        kycStatus: player.kycStatus,
        currencyIsoCode: player.currencyIsoCode,
        countryIso2: player.countryIso2,
        // The device black boxes of the player's last login (SPEC §5), as they arrived.
        lastLoginBlackBoxes: loginBlackBoxes.get(player.userId) ?? null,
      })),
    });
  });
  // A fresh player in any state, for tests that must not share one: terms, KYC, status, country, balance.
  routes.post('/players', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const text = (name: string, fallback: string) => (typeof body[name] === 'string' ? (body[name] as string) : fallback);
    if (typeof body.username !== 'string' || !/^[A-Za-z0-9._-]{4,40}$/.test(body.username)) {
      return void res.status(400).json({ code: 400, message: 'username: 4 to 40 of letters, digits, . _ -' });
    }
    try {
      const player = state.createPlayer({
        username: body.username,
        password: text('password', SEEDED_PASSWORD),
        currencyIsoCode: text('currencyIsoCode', 'GBP'),
        countryIso2: text('countryIso2', 'GB'),
        registeredProductId: typeof body.registeredProductId === 'number' ? body.registeredProductId : 3568,
        accountStatusId: typeof body.accountStatusId === 'number' ? (body.accountStatusId as AccountStatusId) : undefined,
        kycStatus: (['verified', 'pending', 'notVerified'] as const).find((status) => status === body.kycStatus) ?? 'verified',
        termsAcceptedAt:
          body.termsAcceptedAt === null ? null : typeof body.termsAcceptedAt === 'string' ? body.termsAcceptedAt : undefined,
        realBalance: typeof body.balance === 'number' ? body.balance : 100,
      });
      res.status(201).json({ userId: player.userId, username: player.username });
    } catch (error) {
      res.status(409).json({ code: 409, message: error instanceof Error ? error.message : String(error) });
    }
  });
  // The back office changes an account's status mid-session (self-exclusion, closure): its sessions end at once.
  routes.post('/players/:username/status', (req, res) => {
    const player = state.findPlayer(req.params.username);
    if (!player) return void res.status(404).json({ code: 404, message: 'No such player' });
    const status = (req.body as { accountStatusId?: unknown } | undefined)?.accountStatusId;
    if (typeof status !== 'number' || !(Object.values(ACCOUNT_STATUS) as number[]).includes(status))
      return void res.status(400).json({ code: 400, message: 'accountStatusId must be one of the account statuses' });
    state.setAccountStatus(player, status as AccountStatusId);
    res.json({ userId: player.userId, accountStatusId: player.accountStatusId });
  });
  // Time passes for one player's deposit-limit requests: `{ hours }` later their cooling-off may be over.
  routes.post('/players/:username/elapse', (req, res) => {
    const player = state.findPlayer(req.params.username);
    if (!player) return void res.status(404).json({ code: 404, message: 'No such player' });
    const hours = (req.body as { hours?: unknown } | undefined)?.hours;
    if (typeof hours !== 'number' || !(hours > 0) || hours > MAX_ELAPSE_HOURS)
      return void res.status(400).json({ code: 400, message: `hours must be a number above 0 and at most ${MAX_ELAPSE_HOURS}` });
    elapsePendingIncreases(player.protection.pendingIncreases, hours * 60 * 60 * 1000);
    res.json({ userId: player.userId, elapsedHours: hours });
  });
  // The outcomes of one player's next spins in the demo game, as win multipliers of the stake (0: a loss).
  routes.post('/players/:username/spins', (req, res) => {
    const player = state.findPlayer(req.params.username);
    if (!player) return void res.status(404).json({ code: 404, message: 'No such player' });
    const multipliers = (req.body as { multipliers?: unknown } | undefined)?.multipliers;
    if (!Array.isArray(multipliers) || !riggedSpins.queue(player.userId, multipliers))
      return void res.status(400).json({
        code: 400,
        message: `multipliers: 1 to ${RIGGED_SPINS_MAX} of the pay table's multipliers (${WIN_MULTIPLIERS.join(', ')})`,
      });
    res.json({ userId: player.userId, multipliers });
  });
  return routes;
}

/** The market of a casino id, and whether it requires KYC, as the brands say now. */
function casinoRules(brands: () => readonly LoadedBrand[]) {
  return {
    casinoMarket: (casinoId: number) => {
      for (const brand of brands()) {
        const market = brand.markets.find(
          ({ manifest }) => manifest.casinoId === casinoId || manifest.mobileCasinoId === casinoId,
        );
        if (market) return { isRow: market.manifest.isRow };
      }
      return undefined;
    },
    // A casino id shared by several markets requires KYC when any of them does.
    requiresKyc: (casinoId: number) =>
      brands().some((brand) =>
        brand.markets.some(
          ({ manifest }) => (manifest.casinoId === casinoId || manifest.mobileCasinoId === casinoId) && manifest.isKYCRequired,
        ),
      ),
  };
}

/**
 * A successful login announces the player's login streak (SPEC §2 Toast); each login's device black
 * boxes are kept with the player, as the platform's fraud checks would see them.
 */
function observeLogins(
  state: SandboxState,
  promotions: ReturnType<typeof createPromotionsService>,
  loginBlackBoxes: LoginBlackBoxes,
): express.RequestHandler {
  return (req, res, next) => {
    res.on('finish', () => {
      const body = (req.body ?? {}) as {
        credentials?: { username?: unknown };
        firstPartyBlackBox?: unknown;
        thirdPartyBlackBox?: unknown;
      };
      const username = body.credentials?.username;
      const player = res.statusCode === 200 && typeof username === 'string' ? state.findPlayer(username) : undefined;
      if (player) {
        promotions.announceLoginStreak(player);
        const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 4096) : '');
        loginBlackBoxes.set(player.userId, {
          firstParty: text(body.firstPartyBlackBox),
          thirdParty: text(body.thirdPartyBlackBox),
        });
      }
    });
    next();
  };
}
