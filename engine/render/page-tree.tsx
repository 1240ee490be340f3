import { Suspense, createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { componentCatalog } from '../../components/catalog.ts';
import { componentRegistry } from '../../components/registry.ts';
import { Dock } from '../../components/ui/index.ts';
import type { RegisteredComponent } from '../../components/registry/component-props.ts';
import { createComposer, type ResolvedNode } from '../compose/index.ts';
import { usePlayerSessionView, useProfileLocale } from '../player/index.ts';
import type { ComponentAlias } from '../../schemas/index.ts';
import { HydrateWhenNear } from './hydrate-when-near.tsx';
import { NodeBoundary, type ComponentErrorReporter } from './node-boundary.tsx';
import { usePageData, type PageData } from '../page/index.ts';

/**
 * Props were validated when the brand was loaded on the server: the browser trusts them, and so
 * carries no schema compiler. An alias the catalog lacks is still refused.
 */
const composePage = createComposer({
  catalog: componentCatalog,
  validator: { validateProps: (alias) => (alias in componentCatalog ? [] : undefined) },
});

export const ComponentErrorContext = createContext<ComponentErrorReporter>(() => undefined);

/** `whenNear`: a part of the page that may hydrate when it comes near the viewport (HydrateWhenNear). */
function RenderNode({ node, whenNear = false }: { node: ResolvedNode; whenNear?: boolean }) {
  const report = useContext(ComponentErrorContext);
  const Implementation = componentRegistry[node.alias as ComponentAlias] as RegisteredComponent<ComponentAlias> | undefined;
  if (!Implementation) {
    report({ key: node.key, alias: node.alias, message: `no implementation registered for ${node.alias}` });
    return null;
  }
  const implementation = <Implementation props={node.props as never} node={node} />;
  return (
    <NodeBoundary nodeKey={node.key} alias={node.alias} report={report}>
      {whenNear ? (
        <HydrateWhenNear version={node}>{implementation}</HydrateWhenNear>
      ) : (
        <Suspense fallback={null}>{implementation}</Suspense>
      )}
    </NodeBoundary>
  );
}

const renderAll = (nodes: ResolvedNode[], whenNear?: boolean): ReactNode =>
  nodes.map((node) => <RenderNode key={node.key} node={node} whenNear={whenNear} />);

/** The head meta that names the page's components, so the browser loads their code before hydrating. */
export const PAGE_COMPONENTS_META = 'croupier-components';

/** The components of a page's own content for a logged-out visitor: what the browser loads before hydrating. */
export function pageComponentAliases(data: PageData): string[] {
  const { nodes } = composePage({
    record: data.record,
    path: data.path,
    loggedIn: false,
    pageKind: data.pageKind,
    shell: data.brand.shell,
    notFoundRecord: data.notFoundRecord,
  });
  return [...new Set(nodes.map((node) => node.alias))];
}

/** The page: its record composed for the visitor's state, each node rendered from the registry. */
export function PageTree() {
  const data = usePageData();
  const session = usePlayerSessionView();
  useProfileLocale();
  const report = useContext(ComponentErrorContext);
  const composition = useMemo(
    () =>
      composePage({
        record: data.record,
        path: data.path,
        loggedIn: session.loggedIn,
        pageKind: data.pageKind,
        shell: data.brand.shell,
        notFoundRecord: data.notFoundRecord,
      }),
    [data, session.loggedIn],
  );
  useEffect(() => composition.errors.forEach(report), [composition, report]);
  const byPlacement = (placement: ResolvedNode['placement']) => composition.nodes.filter((node) => node.placement === placement);
  const docked = (node: ResolvedNode) => componentCatalog[node.alias].dock === true;
  const after = byPlacement('shellAfter');
  const following = after.filter((node) => !docked(node));
  return (
    <>
      {renderAll(byPlacement('shellBefore'))}
      {/* The page's content and what follows it hydrate as they come near; the header and the dock at once. */}
      <main id="main">{renderAll(byPlacement('page'), true)}</main>
      {renderAll(following, true)}
      <Dock>
        {after.filter(docked).map((node) => (
          <RenderNode key={node.key} node={node} />
        ))}
      </Dock>
    </>
  );
}
