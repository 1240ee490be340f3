export { componentCatalog } from './catalog.ts';
export {
  defineComponent,
  htmlPropNames,
  type Audience,
  type ComponentCatalog,
  type ComponentDefinition,
  type PageKind,
} from './define-component.ts';
