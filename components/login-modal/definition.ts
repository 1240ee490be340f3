import propsSchema from '../../schemas/components/loginModal.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const loginModalDefinition = defineComponent({
  alias: 'loginModal',
  audience: 'loggedOut',
  excludedOn: [],
  propsSchema,
});
