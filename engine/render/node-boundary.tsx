import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ComponentErrorReporter = (error: { key: string; alias: string; message: string }) => void;

interface NodeBoundaryProps {
  nodeKey: string;
  alias: string;
  report: ComponentErrorReporter;
  children: ReactNode;
}

/** Around every node: a component that throws renders nothing and reports one error; the page stays. */
export class NodeBoundary extends Component<NodeBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.report({ key: this.props.nodeKey, alias: this.props.alias, message: error.message });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
