import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of a lazily loaded part whose download failed (the connection
 * dropped), so the screen around it stays rather than giving way to the route's error page.
 */
export class FallbackOnError extends Component<
  { fallback: ReactNode; children: ReactNode; onFail?: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFail?.();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
