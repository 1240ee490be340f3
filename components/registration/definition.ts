import { defineComponent } from '../define-component.ts';

export const registrationDefinition = defineComponent({
  alias: 'registration',
  audience: 'loggedOut',
  excludedOn: [],
});
