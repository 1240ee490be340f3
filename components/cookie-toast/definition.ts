import { defineComponent } from '../define-component.ts';

export const cookieToastDefinition = defineComponent({
  alias: 'cookieToast',
  audience: 'all',
  excludedOn: [],
});
