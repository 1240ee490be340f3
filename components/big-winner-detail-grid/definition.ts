import { defineComponent } from '../define-component.ts';

export const bigWinnerDetailGridDefinition = defineComponent({
  alias: 'bigWinnerDetailGrid',
  audience: 'loggedIn',
  excludedOn: [],
});
