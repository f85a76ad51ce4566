import { Component, type ReactNode } from 'react';
import { dropStaticLanding } from '../lib/static-landing';
import { Button } from '../ui/button';
import { StatePanel } from '../ui/state-panel';

/**
 * A page whose code could not be downloaded (offline, or a deploy replaced the chunk) shows this
 * instead of a blank screen; reloading fetches it again (React keeps a failed lazy import).
 */
export class PageLoadBoundary extends Component<{ children: ReactNode; path: string }, { failed: boolean; path: string }> {
  override state = { failed: false, path: this.props.path };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  /** The landing shell's static first screen, if still there, gives way to the error (decision 080). */
  override componentDidCatch() {
    dropStaticLanding();
  }

  /** Another page was opened: try rendering again (its own code may be there). */
  static getDerivedStateFromProps(props: { path: string }, state: { failed: boolean; path: string }) {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="pm-screen">
        <StatePanel
          title="This page could not be loaded"
          headingLevel={1}
          actions={<Button onClick={() => window.location.reload()}>Reload</Button>}
        >
          {navigator.onLine ? 'Part of Poolmates could not be downloaded. Reload to try again.' : 'You are offline. Reconnect, then reload.'}
        </StatePanel>
      </main>
    );
  }
}
