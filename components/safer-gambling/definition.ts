import { defineComponent } from '../define-component.ts';

export const saferGamblingDefinition = defineComponent({
  alias: 'saferGambling',
  audience: 'loggedIn',
  excludedOn: [],
});
