export { createMetrics, type CdnPurgeOutcome, type Metrics, type UpstreamOutcome } from './metrics.ts';
export { createReadiness, type ReadinessCheck } from './readiness.ts';
export { brandsLoaded, buildPresent, createSiteReadiness, notStopping } from './readiness-checks.ts';
export { createOpsRoutes } from './ops-routes.ts';
export { answeredRequestLog, assignRequestId, requestIdOf, requestLog, traceIdOf, type AnsweredRequest } from './request-log.ts';
export { measureRequests } from './measure-requests.ts';
export { noteRouteGroup, noteUpstream } from './route-group.ts';
