import propsSchema from '../../schemas/components/freedomBonusInformationModal.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const freedomBonusInformationModalDefinition = defineComponent({
  alias: 'freedomBonusInformationModal',
  audience: 'loggedIn',
  excludedOn: [],
  propsSchema,
});
