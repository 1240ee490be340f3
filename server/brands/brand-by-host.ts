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

const API_PATH = /^\/(api|sandbox)(\/|$)/i;

/** Picks the brand by Host; an unknown host gets a clear 404 and never another brand's site. */
export function brandByHost(store: BrandStore, defaultBrand: string): RequestHandler {
  return (req, res, next) => {
    const brand = brandForHost(store, req.get('host'), defaultBrand);
    if (!brand) {
      const message = `No site is served at ${req.get('host') ?? 'this address'}.`;
      // An API call gets its reason as every API error does; a browser, a line of text.
      if (API_PATH.test(req.path)) return void res.status(404).json({ code: 404, message });
      return void res.status(404).type('text/plain').send(message);
    }
    res.locals.brand = brand;
    next();
  };
}

export const brandOf = (res: Response): LoadedBrand => res.locals.brand as LoadedBrand;
