import { Component, Suspense, type ReactNode } from 'react';
import type { ResolvedNode } from '../../../engine/compose/index.ts';
import { componentRegistry } from '../../../components/registry.ts';
import type { RegisteredComponent } from '../../../components/registry/component-props.ts';
import type { ComponentAlias } from '../../../schemas/index.ts';

/** A component that cannot be drawn says so in the canvas, and the rest of the page is still drawn. */
class CanvasBoundary extends Component<{ name: string; children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};

  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }

  override render() {
    if (this.state.error)
      return (
        <p className="canvas-note">
          {this.props.name} cannot be drawn here: {this.state.error}
        </p>
      );
    return this.props.children;
  }
}

/** One component of the page in the canvas: the site's own implementation, with the record's props. */
export function CanvasItem({
  alias,
  id,
  props,
  name,
}: {
  alias: string;
  id: string;
  props: Record<string, unknown>;
  name: string;
}) {
  const Implementation = componentRegistry[alias as ComponentAlias] as RegisteredComponent<ComponentAlias> | undefined;
  if (!Implementation) return <p className="canvas-note">The site has no component called “{alias}”.</p>;
  const node = { key: id, alias, props, placement: 'page', inserted: false } as ResolvedNode;
  return (
    <CanvasBoundary name={name}>
      <Suspense fallback={<p className="canvas-note">Drawing {name}…</p>}>
        <Implementation props={props as never} node={node} />
      </Suspense>
    </CanvasBoundary>
  );
}
