import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What shows instead of `children` once they failed; `retry` renders them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** A change (the page's path, say) starts over with `children`. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failure: { error: unknown } | null;
  resetKey: unknown;
}

/**
 * Keeps a failing part from taking the page down, where no route's error element can: inside
 * the admin area's own routes, or around a widget whose failure must not cost the page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  private readonly retry = () => this.setState({ failure: null });

  override render() {
    const { failure } = this.state;
    return failure ? this.props.fallback(failure.error, this.retry) : this.props.children;
  }
}
