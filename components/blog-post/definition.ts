import propsSchema from '../../schemas/components/blogPost.props.schema.json';
import { defineComponent } from '../define-component.ts';

export const blogPostDefinition = defineComponent({
  alias: 'blogPost',
  audience: 'all',
  excludedOn: [],
  propsSchema,
});
