import propsSchema from '../../schemas/components/promotionCardsGrid.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const promotionCardsGridDefinition = defineComponent({
  alias: 'promotionCardsGrid',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
