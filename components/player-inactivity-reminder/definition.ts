import { defineComponent } from '../define-component.ts';

export const playerInactivityReminderDefinition = defineComponent({
  alias: 'playerInactivityReminder',
  audience: 'all',
  excludedOn: [],
});
