import { defineComponent } from '../define-component.ts';

export const supportDefinition = defineComponent({
  alias: 'support',
  audience: 'all',
  excludedOn: [],
  dock: true,
});
