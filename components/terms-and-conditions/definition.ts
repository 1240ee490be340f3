import propsSchema from '../../schemas/components/termsAndConditions.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const termsAndConditionsDefinition = defineComponent({
  alias: 'termsAndConditions',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
