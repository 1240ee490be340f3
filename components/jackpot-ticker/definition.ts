import { defineComponent } from '../define-component.ts';

export const jackpotTickerDefinition = defineComponent({
  alias: 'jackpotTicker',
  audience: 'all',
  excludedOn: [],
});
