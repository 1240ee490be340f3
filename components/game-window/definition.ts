import { defineComponent } from '../define-component.ts';

export const gameWindowDefinition = defineComponent({
  alias: 'gameWindow',
  audience: 'all',
  excludedOn: [],
});
