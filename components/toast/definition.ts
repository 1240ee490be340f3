import { defineComponent } from '../define-component.ts';

export const toastDefinition = defineComponent({
  alias: 'toast',
  audience: 'all',
  excludedOn: [],
});
