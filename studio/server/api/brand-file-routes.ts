import type express from 'express';
import type { BrandWorkspace } from '../brand-workspace.ts';
import { answerWith, draftsOf, onRoute } from './api-routes.ts';

/** The brands folder read, and drafts checked against it: the brands, a file, an image, the rulebooks, validate, diff. */
export function brandFileRoutes(api: express.Router, workspace: BrandWorkspace) {
  onRoute(
    api,
    'brands',
    answerWith(async () => ({ brands: await workspace.brands() })),
  );
  onRoute(
    api,
    'file',
    answerWith((request) => workspace.open(request.query.path)),
  );
  // A brand's picture, for the page editor's image fields. An SVG is shown as an image, never run as a page.
  onRoute(api, 'image', (request, response, next) => {
    workspace.image(request.query.path).then(({ bytes, type }) => {
      response
        .set({
          'content-type': type,
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-cache',
        })
        .send(bytes);
    }, next);
  });
  // The regulators' rulebooks a market may name, for the market's Player protection screen.
  onRoute(
    api,
    'rulebooks',
    answerWith(async () => ({ rulebooks: await workspace.rulebooks() })),
  );
  onRoute(
    api,
    'validate',
    answerWith(async (request) => ({ problems: await workspace.validate(draftsOf(request.body)) })),
  );
  onRoute(
    api,
    'diff',
    answerWith(async (request) => ({ files: await workspace.diff(draftsOf(request.body)) })),
  );
}
