import { defineComponent } from '../define-component.ts';

export const headerDefinition = defineComponent({
  alias: 'header',
  audience: 'all',
  excludedOn: [],
});
