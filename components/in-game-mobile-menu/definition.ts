import propsSchema from '../../schemas/components/inGameMobileMenu.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const inGameMobileMenuDefinition = defineComponent({
  alias: 'inGameMobileMenu',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
