import { defineComponent } from '../define-component.ts';

export const blogCardsGridDefinition = defineComponent({
  alias: 'blogCardsGrid',
  audience: 'all',
  excludedOn: [],
});
