import { defineComponent } from '../define-component.ts';

export const termsAndConditionsDefinition = defineComponent({
  alias: 'termsAndConditions',
  audience: 'all',
  excludedOn: [],
});
