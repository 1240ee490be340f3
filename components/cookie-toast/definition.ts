import propsSchema from '../../schemas/components/cookieToast.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const cookieToastDefinition = defineComponent({
  alias: 'cookieToast',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
