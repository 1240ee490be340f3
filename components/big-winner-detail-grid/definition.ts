import propsSchema from '../../schemas/components/bigWinnerDetailGrid.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const bigWinnerDetailGridDefinition = defineComponent({
  alias: 'bigWinnerDetailGrid',
  audience: 'loggedIn',
  excludedOn: [],
  propsSchema,
});
