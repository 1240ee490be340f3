import type { RequestHandler } from 'express';

/** `..`, encoded dots or slashes, backslashes, doubled slashes and absolute-form URLs have no business in our paths. */
const CRAFTED = /(^[^/])|(\/\.\.?(\/|$))|(%2e)|(%2f)|(%5c)|(\\)|(\/\/)/i;

/** Whether a request URL's path is made to step out of the route it names (the query is not looked at). */
export const isCraftedPath = (url: string): boolean => CRAFTED.test(url.split('?')[0] ?? '');

/** Refuses request paths made to step out of the route they name, before any proxy sees them. */
export const rejectCraftedPaths: RequestHandler = (req, res, next) => {
  if (isCraftedPath(req.url)) return void res.status(400).json({ code: 400, message: 'Malformed path' });
  next();
};
