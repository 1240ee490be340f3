import { defineComponent } from '../define-component.ts';

export const playerSessionReminderDefinition = defineComponent({
  alias: 'playerSessionReminder',
  audience: 'loggedIn',
  excludedOn: [],
});
