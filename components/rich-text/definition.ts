import { defineComponent } from '../define-component.ts';

export const richTextDefinition = defineComponent({
  alias: 'richText',
  audience: 'all',
  excludedOn: [],
});
