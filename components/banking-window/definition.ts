import { defineComponent } from '../define-component.ts';

export const bankingWindowDefinition = defineComponent({
  alias: 'bankingWindow',
  audience: 'loggedIn',
  excludedOn: [],
});
