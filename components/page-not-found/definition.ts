import { defineComponent } from '../define-component.ts';

export const pageNotFoundDefinition = defineComponent({
  alias: 'pageNotFound',
  audience: 'all',
  excludedOn: [],
});
