import express, { type RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';

/** Server-side login limits, besides the client's 4 attempts: failed logins per IP and per username. */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  failuresPerIp: 30,
  failuresPerUsername: 10,
} as const;

const tooMany: RequestHandler = (_req, res) => {
  res.status(429).json({ code: 10003, message: 'Too many login attempts. Please wait a few minutes and try again.' });
};

const usernameOf = (body: unknown) => {
  const username = (body as { credentials?: { username?: unknown } } | undefined)?.credentials?.username;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
};

/** Middleware for POST /api/accounts/login: reads the body (the proxy re-sends it intact) and counts failures. */
export function loginLimits(limits: typeof LOGIN_LIMITS = LOGIN_LIMITS): RequestHandler[] {
  const common = {
    windowMs: limits.windowMs,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: tooMany,
  };
  return [
    express.json({ limit: '16kb' }),
    rateLimit({ ...common, limit: limits.failuresPerIp, keyGenerator: (req) => `ip:${ipKeyGenerator(req.ip ?? '')}` }),
    rateLimit({
      ...common,
      limit: limits.failuresPerUsername,
      skip: (req) => usernameOf(req.body) === '',
      keyGenerator: (req) => `user:${usernameOf(req.body)}`,
    }),
  ];
}
