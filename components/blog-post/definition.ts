import { defineComponent } from '../define-component.ts';

export const blogPostDefinition = defineComponent({
  alias: 'blogPost',
  audience: 'all',
  excludedOn: [],
});
