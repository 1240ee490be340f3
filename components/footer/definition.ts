import { defineComponent } from '../define-component.ts';

export const footerDefinition = defineComponent({
  alias: 'footer',
  audience: 'all',
  excludedOn: [],
});
