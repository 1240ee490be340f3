import { defineComponent } from '../define-component.ts';

export const playerVerificationWindowDefinition = defineComponent({
  alias: 'playerVerificationWindow',
  audience: 'loggedIn',
  excludedOn: [],
});
