import { addMarket, type MarketAddRequest } from '../../engine/brand-files/index.ts';
import { formatJsonText } from '../planned-files.ts';
import { createEngine, type CommandResult } from '../project.ts';

export type MarketAddOptions = Omit<MarketAddRequest, 'load' | 'formatJson'>;

/** `cli market add`: the brand-files market add with the CLI's engine, the file in the repository's style. */
export const runMarketAdd = (options: MarketAddOptions): Promise<CommandResult> =>
  addMarket({
    ...options,
    load: createEngine().load,
    formatJson: (value) => formatJsonText(JSON.stringify(value)),
  });
