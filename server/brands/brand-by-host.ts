import type { RequestHandler, Response } from 'express';
import { normaliseHost, type LoadedBrand } from '../../engine/manifest/index.ts';
import type { BrandStore } from './brand-store.ts';

/** Hosts that serve the default brand: the machine itself. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function brandForHost(store: BrandStore, host: string | undefined, defaultBrand: string): LoadedBrand | undefined {
  const registry = store.registry();
  const brand = registry.byHost(host);
  if (brand) return brand;
  return host && LOCAL_HOSTS.has(normaliseHost(host)) ? registry.byName(defaultBrand) : undefined;
}

/** Picks the brand by Host; an unknown host gets a clear 404 and never another brand's site. */
export function brandByHost(store: BrandStore, defaultBrand: string): RequestHandler {
  return (req, res, next) => {
    const brand = brandForHost(store, req.get('host'), defaultBrand);
    if (!brand) {
      res
        .status(404)
        .type('text/plain')
        .send(`No site is served at ${req.get('host') ?? 'this address'}.`);
      return;
    }
    res.locals.brand = brand;
    next();
  };
}

export const brandOf = (res: Response): LoadedBrand => res.locals.brand as LoadedBrand;
