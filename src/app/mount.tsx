/**
 * Starts the account app on the /app page (boot.ts loads this on intent, or at once): renders it beside
 * what the server sent, hidden, and swaps the two in one task once the app shows what the visitor
 * should see, so nothing moves or flashes. Over a static screen (static-screens.ts) that is the moment
 * the live screen is ready, and what was typed, checked and focused is carried over and held presses
 * replayed (carry-over.ts); over a skeleton, the app's own identical shell takes its place at once.
 */
import { createRoot } from 'react-dom/client';
import AccountApp, { type Shown } from './AccountApp.tsx';
import { carryOver, replay, type HeldAction } from './carry-over.ts';
import { firebaseConfigOf } from './firebase-config.ts';

export interface MountOptions {
  /** The server's screen, when it is this visitor's (else the page shows a skeleton). */
  staticScreen: HTMLElement | null;
  /** Presses and submits made on the static screen before the app was live. */
  held: readonly HeldAction[];
}

export function mountAccountApp(container: HTMLElement, { staticScreen, held }: MountOptions): void {
  const placeholder = container.querySelector('[data-app-placeholder]');
  const live = document.createElement('div');
  live.hidden = true;
  container.append(live);
  let swapped = false;
  const onShow = (what: Shown): void => {
    if (swapped || (staticScreen && what === 'shell')) return;
    swapped = true;
    live.hidden = false;
    if (staticScreen) carryOver(staticScreen, live);
    placeholder?.remove();
    container.setAttribute('data-app', 'live');
    replay(held, live);
  };
  createRoot(live).render(<AccountApp firebase={firebaseConfigOf(container.dataset['firebase'])} onShow={onShow} />);
}
