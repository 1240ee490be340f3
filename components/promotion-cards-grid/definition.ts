import { defineComponent } from '../define-component.ts';

export const promotionCardsGridDefinition = defineComponent({
  alias: 'promotionCardsGrid',
  audience: 'all',
  excludedOn: [],
});
