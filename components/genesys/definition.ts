import propsSchema from '../../schemas/components/genesys.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const genesysDefinition = defineComponent({
  alias: 'genesys',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
