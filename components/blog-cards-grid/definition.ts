import propsSchema from '../../schemas/components/blogCardsGrid.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const blogCardsGridDefinition = defineComponent({
  alias: 'blogCardsGrid',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
