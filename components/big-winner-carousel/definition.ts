import { defineComponent } from '../define-component.ts';

export const bigWinnerCarouselDefinition = defineComponent({
  alias: 'bigWinnerCarousel',
  audience: 'all',
  excludedOn: [],
});
