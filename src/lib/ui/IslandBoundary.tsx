/**
 * docs/requirements.md#messages "'Something went wrong' UI fallback (logo in production)" for every island: an island that
 * throws while rendering shows the site's mark and the message in its place, and the rest of the page
 * keeps working. The error is announced as a window event (`tasman:island-error`), which the Sentry
 * client (only with SENTRY_DSN) reports; without it the console has it.
 */
import { Component, type ComponentType, type ReactNode } from 'react';

/** Dispatched on window with the error as `detail` when an island fails to render. */
export const ISLAND_ERROR_EVENT = 'tasman:island-error';

/** The fallback: the logo mark and the message. */
export function SomethingWentWrong() {
  return (
    <div className="island-error" role="alert">
      <svg viewBox="0 0 32 32" width="40" height="40" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0a5a8c" />
        <path d="M16 6.5 24.23 11.25 16 16 7.77 11.25Z" fill="#5ccfc2" />
        <path
          d="M16 6.5 24.23 11.25V20.75L16 25.5 7.77 20.75V11.25ZM7.77 11.25 16 16 24.23 11.25M16 16V25.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <p>Something went wrong</p>
    </div>
  );
}

interface State {
  failed: boolean;
}

export class IslandBoundary extends Component<{ name: string; children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`The ${this.props.name} island failed to render.`, error);
    window.dispatchEvent(new CustomEvent(ISLAND_ERROR_EVENT, { detail: error }));
  }

  override render(): ReactNode {
    return this.state.failed ? <SomethingWentWrong /> : this.props.children;
  }
}

/** `Island` inside the boundary, for an island's default export. */
export function withIslandBoundary<P extends object>(Island: ComponentType<P>, name: string): ComponentType<P> {
  function Bounded(props: P) {
    return (
      <IslandBoundary name={name}>
        <Island {...props} />
      </IslandBoundary>
    );
  }
  Bounded.displayName = `Bounded(${name})`;
  return Bounded;
}
