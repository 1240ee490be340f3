import type { ComponentAlias, ComponentPropsByAlias, PageRecord } from '../../schemas/index.ts';

/** Who a component is shown to, as SPEC §2 "Visibility per component" lists it. */
export type Audience = 'loggedIn' | 'loggedOut' | 'all';

export type PageKind = PageRecord['kind'];

/**
 * What the engine knows of a component without rendering it: the contract of components/<name>/definition.ts.
 * Its props schema is schemas/components/<alias>.props.schema.json (componentPropsSchemas): the server
 * and the CLI validate with it, the browser never needs it.
 */
export interface ComponentDefinition<A extends ComponentAlias = ComponentAlias> {
  alias: A;
  /** Logged-in players only, logged-out visitors only, or all visitors. */
  audience: Audience;
  /** Page kinds the component is left out of (the message broker is not run on game pages). */
  excludedOn: readonly PageKind[];
  /** A launcher (help, chat, quests): drawn in the dock at the screen's foot, never floating over the page. */
  dock?: boolean;
  /** Phantom: ties the definition to its generated props type. */
  readonly props?: ComponentPropsByAlias[A];
}

/** Every alias mapped to its definition: a missing alias is a type error. The components folder provides it. */
export type ComponentCatalog = { readonly [A in ComponentAlias]: ComponentDefinition<A> };
