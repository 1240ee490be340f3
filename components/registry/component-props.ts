import type { ComponentType } from 'react';
import type { ResolvedNode } from '../../engine/compose/index.ts';
import type { ComponentAlias, ComponentPropsByAlias } from '../../schemas/index.ts';

/** What every registered component receives: its CMS props (valid for its alias) and its node. */
export interface ComponentRenderProps<A extends ComponentAlias> {
  props: ComponentPropsByAlias[A];
  node: ResolvedNode;
}

export type RegisteredComponent<A extends ComponentAlias> = ComponentType<ComponentRenderProps<A>>;

/** Every alias mapped to its implementation: a missing one is a type error. */
export type ComponentRegistry = { [A in ComponentAlias]: RegisteredComponent<A> };

/** A section of the registry: the aliases one area of the site implements. */
export type RegistrySection<A extends ComponentAlias> = { [K in A]: RegisteredComponent<K> };
