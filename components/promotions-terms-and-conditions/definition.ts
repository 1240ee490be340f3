import { defineComponent } from '../define-component.ts';

export const promotionsTermsAndConditionsDefinition = defineComponent({
  alias: 'promotionsTermsAndConditions',
  audience: 'all',
  excludedOn: [],
});
