import { defineComponent } from '../define-component.ts';

export const playerHistoryModalDefinition = defineComponent({
  alias: 'playerHistoryModal',
  audience: 'loggedIn',
  excludedOn: [],
});
