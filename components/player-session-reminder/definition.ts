import propsSchema from '../../schemas/components/playerSessionReminder.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const playerSessionReminderDefinition = defineComponent({
  alias: 'playerSessionReminder',
  audience: 'loggedIn',
  excludedOn: [],
  propsSchema,
});
