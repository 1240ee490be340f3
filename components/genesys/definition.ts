import { defineComponent } from '../define-component.ts';

export const genesysDefinition = defineComponent({
  alias: 'genesys',
  audience: 'all',
  excludedOn: [],
  dock: true,
});
