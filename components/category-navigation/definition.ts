import { defineComponent } from '../define-component.ts';

export const categoryNavigationDefinition = defineComponent({
  alias: 'categoryNavigation',
  audience: 'all',
  excludedOn: [],
});
