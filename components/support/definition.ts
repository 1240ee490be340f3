import propsSchema from '../../schemas/components/support.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const supportDefinition = defineComponent({
  alias: 'support',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
