import propsSchema from '../../schemas/components/hero.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const heroDefinition = defineComponent({
  alias: 'hero',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
