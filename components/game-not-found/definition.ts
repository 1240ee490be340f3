import { defineComponent } from '../define-component.ts';

export const gameNotFoundDefinition = defineComponent({
  alias: 'gameNotFound',
  audience: 'all',
  excludedOn: [],
});
