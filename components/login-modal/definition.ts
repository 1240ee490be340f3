import { defineComponent } from '../define-component.ts';

export const loginModalDefinition = defineComponent({
  alias: 'loginModal',
  audience: 'loggedOut',
  excludedOn: [],
});
