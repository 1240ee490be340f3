import propsSchema from '../../schemas/components/xeniaMessage.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const xeniaMessageDefinition = defineComponent({
  alias: 'xeniaMessage',
  audience: 'loggedIn',
  excludedOn: [],
  propsSchema,
});
