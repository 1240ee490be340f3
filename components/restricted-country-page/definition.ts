import { defineComponent } from '../define-component.ts';

// A visitor is turned away before they can log in, so the page is for everyone.
export const restrictedCountryPageDefinition = defineComponent({
  alias: 'restrictedCountryPage',
  audience: 'all',
  excludedOn: [],
});
