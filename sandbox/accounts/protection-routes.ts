import { Router, type Response } from 'express';
import type { DepositLimitPeriod } from '../../schemas/index.ts';
import { requireBody, requireUser, sendError, type AuthenticatedLocals, type SandboxState } from '../core/index.ts';
import { INVALID_REQUEST_CODE } from './accounts-errors.ts';
import { confirmableAt, isConfirmable, requestLimit } from './limit-changes.ts';
import { breakEnd, parseAmount, selfExclusionEnd, type RuleError } from './protection-rules.ts';
import { activityStatement, PROTECTION_ERROR, protectionState } from './protection-view.ts';

/** The longest span an activity statement covers (the contract's "at most one year", leap years included). */
const MAX_STATEMENT_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * The safer-gambling calls of the accounts contract (RTS 12): read the protection state, set or lower a
 * deposit limit, ask for, confirm or cancel an increase, take a break, self-exclude, the activity
 * statement. The account is always the user token's; time is the sandbox clock's.
 */
export function protectionRoutes({ state }: { state: SandboxState }): Router {
  const kit = protectionKit(state);
  const routes = Router();
  routes.post('/protection', requireBody('DetailsViaUserTokenRequest', INVALID_REQUEST_CODE), kit.authenticated, (_req, res) =>
    kit.sendState(res),
  );
  return routes.use(depositLimitRoutes(kit), restrictionRoutes(state, kit));
}

/** What every protection call uses: the user token's player, the clock, and the answers. */
function protectionKit(state: SandboxState) {
  const locals = (res: Response) => res.locals as AuthenticatedLocals;
  const now = () => state.clock.now();
  const sendState = (res: Response) => res.json(protectionState(locals(res).player, now()));
  const sendRuleError = (res: Response, { field, message }: RuleError) =>
    res.status(400).json({ code: INVALID_REQUEST_CODE, message, pointer: `body/${field}` });
  const periodOf = (body: unknown) => (body as { period: DepositLimitPeriod }).period;

  return { authenticated: requireUser(state), locals, now, sendState, sendRuleError, periodOf };
}

type ProtectionKit = ReturnType<typeof protectionKit>;

/** Set or lower a deposit limit; ask for, confirm or cancel an increase (RTS 12). */
function depositLimitRoutes({ authenticated, locals, now, sendState, sendRuleError, periodOf }: ProtectionKit) {
  const routes = Router();
  routes.post('/depositLimits/set', requireBody('DepositLimitRequest', INVALID_REQUEST_CODE), authenticated, (req, res) => {
    const { protection } = locals(res).player;
    const period = periodOf(req.body);
    const amount = (req.body as { amount: string | null }).amount;
    let wanted: number | null = null;
    if (amount !== null) {
      const parsed = parseAmount('amount', amount);
      if ('error' in parsed) return sendRuleError(res, parsed.error);
      wanted = parsed.minor;
    }
    const current = protection.depositLimits[period];
    // Removing a limit that is not set changes nothing but a pending increase, which it withdraws.
    if (wanted === null && current === undefined) {
      delete protection.pendingIncreases[period];
      return sendState(res);
    }
    const change = requestLimit(period, current, wanted, now());
    if (change.kind === 'applies-now') {
      protection.depositLimits[period] = change.limitMinor;
      // A new limit at or below the current one supersedes an increase still waiting.
      delete protection.pendingIncreases[period];
    } else {
      const { limitMinor, requestedAt } = change.pending;
      protection.pendingIncreases[period] = { limitMinor, requestedAt };
    }
    sendState(res);
  });

  routes.post(
    '/depositLimits/confirmIncrease',
    requireBody('DepositLimitPeriodRequest', INVALID_REQUEST_CODE),
    authenticated,
    (req, res) => {
      const { protection } = locals(res).player;
      const period = periodOf(req.body);
      const pending = protection.pendingIncreases[period];
      if (!pending)
        return sendError(res, 404, PROTECTION_ERROR.noPendingIncrease, `There is no pending ${period} limit increase`);
      if (!isConfirmable(pending, now()))
        return res.status(409).json({
          code: PROTECTION_ERROR.notYetConfirmable,
          message: `The ${period} limit increase can be confirmed 24 hours after it was asked for`,
          confirmableAt: new Date(confirmableAt(pending)).toISOString(),
        });
      if (pending.limitMinor === null) delete protection.depositLimits[period];
      else protection.depositLimits[period] = pending.limitMinor;
      delete protection.pendingIncreases[period];
      sendState(res);
    },
  );

  routes.post(
    '/depositLimits/cancelIncrease',
    requireBody('DepositLimitPeriodRequest', INVALID_REQUEST_CODE),
    authenticated,
    (req, res) => {
      const { protection } = locals(res).player;
      const period = periodOf(req.body);
      if (!protection.pendingIncreases[period])
        return sendError(res, 404, PROTECTION_ERROR.noPendingIncrease, `There is no pending ${period} limit increase`);
      delete protection.pendingIncreases[period];
      sendState(res);
    },
  );

  return routes;
}

/** Take a break, self-exclude, and the activity statement. */
function restrictionRoutes(state: SandboxState, { authenticated, locals, now, sendRuleError }: ProtectionKit) {
  const routes = Router();
  /** A break and a self-exclusion both end every live session at once and hold logins off until they end. */
  const restrict = (
    kind: 'breakEndsAt' | 'selfExclusionEndsAt',
    end: { endsAt: number } | { error: RuleError },
    res: Response,
  ) => {
    if ('error' in end) return sendRuleError(res, end.error);
    const { player } = locals(res);
    player.protection[kind] = Math.max(player.protection[kind] ?? 0, end.endsAt);
    const answer = protectionState(player, now());
    state.endLiveSessions(player);
    res.json(answer);
  };

  routes.post('/protection/break', requireBody('TakeBreakRequest', INVALID_REQUEST_CODE), authenticated, (req, res) =>
    restrict('breakEndsAt', breakEnd((req.body as { days: unknown }).days, now()), res),
  );

  routes.post('/protection/selfExclusion', requireBody('SelfExcludeRequest', INVALID_REQUEST_CODE), authenticated, (req, res) =>
    restrict('selfExclusionEndsAt', selfExclusionEnd((req.body as { months: unknown }).months, now()), res),
  );

  routes.post(
    '/protection/statement',
    requireBody('ActivityStatementRequest', INVALID_REQUEST_CODE),
    authenticated,
    (req, res) => {
      const body = req.body as { from: string; to: string };
      const from = Date.parse(body.from);
      const to = Date.parse(body.to);
      if (!(to > from)) return sendRuleError(res, { field: 'to', message: 'to must be after from' });
      if (to - from > MAX_STATEMENT_MS)
        return sendRuleError(res, { field: 'to', message: 'to must be at most one year after from' });
      res.json(activityStatement(locals(res).player, from, to));
    },
  );

  return routes;
}
