import { Component, type ReactNode } from 'react';

/**
 * For optional parts of a page (the consent banner): if one fails, say while its code loads,
 * log it and render nothing instead of replacing the whole page with the error screen.
 */
export class QuietBoundary extends Component<
  { name: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[app] ${this.props.name} failed and is left out`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
