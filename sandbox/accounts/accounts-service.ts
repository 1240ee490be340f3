import { Router } from 'express';
import type { SandboxState } from '../core/index.ts';
import { detailsRoutes } from './details-routes.ts';
import { protectionRoutes } from './protection-routes.ts';
import { registrationRoutes } from './registration-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import type { MarketLookup } from './terms-dates.ts';

export interface AccountsServiceOptions {
  state: SandboxState;
  /** The origin a browser reaches the sandbox at (http://localhost:3001): the registration form posts there. */
  publicOrigin: string;
  /** Tells rest-of-world casino ids apart, whose players are held to the Malta terms. */
  markets?: MarketLookup;
  /** Hosts besides loopback and `*.localhost` that the registration page may send players back to. */
  allowedReturnHosts?: readonly string[];
}

/**
 * The platform's accounts service (SPEC §7 Accounts): registration, login, tokens, account details and
 * the safer-gambling tools.
 */
export function createAccountsService({ state, publicOrigin, markets, allowedReturnHosts }: AccountsServiceOptions) {
  const routes = Router();
  routes.use(registrationRoutes({ state, publicOrigin, allowedReturnHosts }));
  routes.use(sessionRoutes({ state, markets }));
  routes.use(detailsRoutes({ state, markets }));
  routes.use(protectionRoutes({ state }));
  return { routes };
}
