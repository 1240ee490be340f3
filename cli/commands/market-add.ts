import { addMarket, type MarketAddRequest } from '../../engine/brand-files/index.ts';
import { createEngine, displayRootOf, type CommandResult } from '../project.ts';

export type MarketAddOptions = Omit<MarketAddRequest, 'displayRoot' | 'load'>;

/** `cli market add`: the brand-files market add with the CLI's engine. */
export const runMarketAdd = (options: MarketAddOptions): Promise<CommandResult> =>
  addMarket({ ...options, displayRoot: displayRootOf(options.brandsDir), load: createEngine().load });
