export { componentCatalog } from './catalog.ts';
export {
  defineComponent,
  type Audience,
  type ComponentCatalog,
  type ComponentDefinition,
  type PageKind,
} from './define-component.ts';
