import { defineComponent } from '../define-component.ts';

export const lowBalanceReminderDefinition = defineComponent({
  alias: 'lowBalanceReminder',
  audience: 'loggedIn',
  excludedOn: [],
});
