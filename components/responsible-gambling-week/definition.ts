import { defineComponent } from '../define-component.ts';

export const responsibleGamblingWeekDefinition = defineComponent({
  alias: 'responsibleGamblingWeek',
  audience: 'all',
  excludedOn: [],
});
