import propsSchema from '../../schemas/components/header.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const headerDefinition = defineComponent({
  alias: 'header',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
