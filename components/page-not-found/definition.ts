import propsSchema from '../../schemas/components/pageNotFound.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const pageNotFoundDefinition = defineComponent({
  alias: 'pageNotFound',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
