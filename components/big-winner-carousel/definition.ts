import propsSchema from '../../schemas/components/bigWinnerCarousel.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const bigWinnerCarouselDefinition = defineComponent({
  alias: 'bigWinnerCarousel',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
