import { Component, type ErrorInfo, type ReactNode } from 'react';

interface OptionalPartProps {
  /** Names the part in the log. */
  name: string;
  children: ReactNode;
}

/**
 * Around a part that lives outside the router's error screens (the toasts, the update prompt): if
 * it cannot load even after its retries, it is left out and logged, and the page stays.
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[mistri] ${this.props.name} could not load and is left out`, error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
