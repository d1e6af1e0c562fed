/**
 * docs/requirements.md#messages "'Something went wrong' UI fallback": a screen that throws while rendering shows this
 * instead of an empty page (React still needs a class for error boundaries).
 */
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode; onCatch?: (() => void) | undefined }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('/app: a screen failed to render.', error);
    this.props.onCatch?.();
  }

  override render(): ReactNode {
    return this.state.failed ? <SomethingWentWrong /> : this.props.children;
  }
}

/** The fallback screen (also shown when the app cannot start). A full load of /app/ starts afresh. */
export function SomethingWentWrong() {
  return (
    <section className="app-screen">
      <h1>Something went wrong</h1>
      <p>
        <a href="/app/">Reload your account page</a>
      </p>
    </section>
  );
}
