import { defineComponent } from '../define-component.ts';

export const inGameMobileMenuDefinition = defineComponent({
  alias: 'inGameMobileMenu',
  audience: 'all',
  excludedOn: [],
});
