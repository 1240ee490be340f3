import { defineComponent } from '../define-component.ts';

export const serverErrorDefinition = defineComponent({
  alias: 'serverError',
  audience: 'all',
  excludedOn: [],
});
