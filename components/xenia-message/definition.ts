import { defineComponent } from '../define-component.ts';

export const xeniaMessageDefinition = defineComponent({
  alias: 'xeniaMessage',
  audience: 'loggedIn',
  excludedOn: [],
});
