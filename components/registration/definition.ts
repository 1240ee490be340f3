import propsSchema from '../../schemas/components/registration.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const registrationDefinition = defineComponent({
  alias: 'registration',
  audience: 'loggedOut',
  excludedOn: [],
  propsSchema,
});
