import type { RequestHandler } from 'express';

/** `..`, encoded dots or slashes, backslashes, doubled slashes and absolute-form URLs have no business in our paths. */
const CRAFTED = /(^[^/])|(\/\.\.?(\/|$))|(%2e)|(%2f)|(%5c)|(\\)|(\/\/)/i;

/** Refuses request paths made to step out of the route they name, before any proxy sees them. */
export const rejectCraftedPaths: RequestHandler = (req, res, next) => {
  const path = req.url.split('?')[0] ?? '';
  if (CRAFTED.test(path)) return void res.status(400).json({ code: 400, message: 'Malformed path' });
  next();
};
