import { defineComponent } from '../define-component.ts';

export const poorConnectionAlertDefinition = defineComponent({
  alias: 'poorConnectionAlert',
  audience: 'all',
  excludedOn: [],
});
