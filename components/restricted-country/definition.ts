import { defineComponent } from '../define-component.ts';

export const restrictedCountryDefinition = defineComponent({
  alias: 'restrictedCountry',
  audience: 'loggedIn',
  excludedOn: [],
});
