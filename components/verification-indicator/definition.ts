import { defineComponent } from '../define-component.ts';

export const verificationIndicatorDefinition = defineComponent({
  alias: 'verificationIndicator',
  audience: 'loggedIn',
  excludedOn: [],
});
