import { defineComponent } from '../define-component.ts';

export const gamesGridDefinition = defineComponent({
  alias: 'gamesGrid',
  audience: 'all',
  excludedOn: [],
});
