import propsSchema from '../../schemas/components/promotionsTermsAndConditions.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const promotionsTermsAndConditionsDefinition = defineComponent({
  alias: 'promotionsTermsAndConditions',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
