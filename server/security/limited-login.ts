import { Router, type Request, type Response } from 'express';
import type { Store } from 'express-rate-limit';
import type { Logger } from '../logging/logger.ts';
import type { Metrics } from '../ops/index.ts';
import type { RequestVisitor } from '../visitor/index.ts';
import { loginLimits } from './login-limits.ts';

export interface LimitedLoginOptions {
  logger: Logger;
  /** Builds one limit's store from its key prefix (Redis); absent, each process counts in its own memory. */
  sharedStore: ((prefix: string) => Store) | undefined;
  visitor: (req: Request, res: Response) => RequestVisitor;
  metrics: Pick<Metrics, 'loginLimitStoreError' | 'loginLimitRejected' | 'loginLimitDelayed'>;
}

/** POST /api/accounts/login within the login limits, refused in the visitor's market's language; the proxy passes the rest. */
export function limitedLogin({ logger, sharedStore, visitor, metrics }: LimitedLoginOptions) {
  return Router().post(
    '/api/accounts/login',
    ...loginLimits({
      logger,
      sharedStore,
      languageOf: (req, res) => visitor(req, res).market.language,
      onStoreError: metrics.loginLimitStoreError,
      onRejected: metrics.loginLimitRejected,
      onDelayed: metrics.loginLimitDelayed,
    }),
  );
}
