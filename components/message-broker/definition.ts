import { defineComponent } from '../define-component.ts';

// The broker connection is not run on game pages (SPEC §2).

export const messageBrokerDefinition = defineComponent({
  alias: 'messageBroker',
  audience: 'loggedIn',
  excludedOn: ['game'],
});
