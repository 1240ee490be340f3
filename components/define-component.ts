import type { ComponentDefinition } from '../engine/compose/index.ts';
import { componentPropsSchemas, type ComponentAlias } from '../schemas/index.ts';

export type { Audience, ComponentCatalog, ComponentDefinition, PageKind } from '../engine/compose/index.ts';

export function defineComponent<A extends ComponentAlias>(definition: ComponentDefinition<A>): ComponentDefinition<A> {
  return definition;
}

/** The props a component's schema marks as HTML (contentMediaType text/html): the server sanitises them. */
export function htmlPropNames(definition: ComponentDefinition): string[] {
  const { properties = {} } = componentPropsSchemas[definition.alias] as {
    properties?: Record<string, { contentMediaType?: string }>;
  };
  return Object.entries(properties)
    .filter(([, property]) => property.contentMediaType === 'text/html')
    .map(([name]) => name);
}
