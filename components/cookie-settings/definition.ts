import { defineComponent } from '../define-component.ts';

export const cookieSettingsDefinition = defineComponent({
  alias: 'cookieSettings',
  audience: 'all',
  excludedOn: [],
});
