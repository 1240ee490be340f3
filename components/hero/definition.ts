import { defineComponent } from '../define-component.ts';

export const heroDefinition = defineComponent({
  alias: 'hero',
  audience: 'all',
  excludedOn: [],
});
