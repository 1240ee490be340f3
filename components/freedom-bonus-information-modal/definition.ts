import { defineComponent } from '../define-component.ts';

export const freedomBonusInformationModalDefinition = defineComponent({
  alias: 'freedomBonusInformationModal',
  audience: 'loggedIn',
  excludedOn: [],
});
