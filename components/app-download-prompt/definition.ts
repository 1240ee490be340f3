import { defineComponent } from '../define-component.ts';

export const appDownloadPromptDefinition = defineComponent({
  alias: 'appDownloadPrompt',
  audience: 'loggedIn',
  excludedOn: [],
});
