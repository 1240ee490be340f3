import propsSchema from '../../schemas/components/playerInactivityReminder.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const playerInactivityReminderDefinition = defineComponent({
  alias: 'playerInactivityReminder',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
