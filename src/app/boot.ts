/**
 * The /app page's script (pages/app): starts the account app (mount.tsx) at once when the page shows a
 * skeleton, or when the server's view is not this visitor's (static-screens.ts); otherwise on the
 * visitor's first intent over a static screen. Until the app is live, a press on a button or a form's
 * submit is held, then replayed on the same control of the live screen; what was typed is carried over
 * by mount.tsx. Framework-free and small: a page that is never touched loads nothing else.
 */
import { ACCOUNT_ROUTES } from '../features/account/app-routes.ts';
import { isModifiedClick, QUANTITY_STEP_ATTRIBUTE } from '../features/cart/events.ts';
import { markCurrentRegion } from '../features/region/current-region-mark.ts';
import { buyerRegion } from '../features/region/stored-region.ts';
import type { HeldAction } from './carry-over.ts';
import { takeEarlyPresses } from './early-presses.ts';
import {
  STATE_ATTRIBUTE,
  STATE_KEYS_ATTRIBUTE,
  STATIC_SCREEN_ATTRIBUTE,
  stateChanged,
  type StateKey,
} from './static-screens.ts';

/** The intent `client:intent` waits for (src/directives/intent.ts, standalone by the import rules). */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

function boot(container: HTMLElement): void {
  // The switcher says "Global" on these region-less pages; the buyer shops in their region.
  markCurrentRegion(document, buyerRegion());
  const staticScreen = container.querySelector<HTMLElement>(`[${STATIC_SCREEN_ATTRIBUTE}]`);
  let differs = document.documentElement.getAttribute(STATE_ATTRIBUTE) === 'stored';
  const held: HeldAction[] = [];
  let started = false;

  const start = (): void => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) container.removeEventListener(type, start);
    import('./mount.tsx')
      .then(({ mountAccountApp }) => mountAccountApp(container, { staticScreen: differs ? null : staticScreen, held }))
      .catch((error: unknown) => {
        console.error('/app: could not start the app.', error);
        stopHolding();
        container.setAttribute('data-app', 'failed');
        // A held link still goes where it pointed, as a page load.
        const link = held.find((action) => action.kind === 'link');
        const href = link ? controls('a')[link.index]?.getAttribute('href') : undefined;
        if (href) window.location.assign(href);
      });
  };

  const controls = (selector: string): Element[] => (staticScreen ? [...staticScreen.querySelectorAll(selector)] : []);
  function holdClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a');
    // An /app link is an in-app navigation once live (the heading then takes focus); other links,
    // and a press with a modifier key (a new tab), stay the browser's.
    if (link) {
      if (isModifiedClick(event) || !(link.getAttribute('href') ?? '').startsWith(ACCOUNT_ROUTES.app)) return;
      event.preventDefault();
      held.push({ kind: 'link', index: controls('a').indexOf(link) });
      start();
      return;
    }
    const button = target?.closest('button');
    if (!button || button.type === 'submit') return; // a submit arrives as the form's submit event
    // A quantity's − or + steps the server's field in the page's inline script (early-presses.ts).
    if (!button.hasAttribute(QUANTITY_STEP_ATTRIBUTE)) {
      event.preventDefault();
      event.stopPropagation();
      held.push({ kind: 'click', index: controls('button').indexOf(button) });
    }
    start();
  }
  function holdSubmit(event: Event): void {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: 'submit', index: controls('form').indexOf(event.target) });
    start();
  }
  function stopHolding(): void {
    staticScreen?.removeEventListener('click', holdClick, true);
    staticScreen?.removeEventListener('submit', holdSubmit, true);
  }

  /**
   * Another tab changed what the static screen shows (signed in, changed the cart) before the app took
   * over: the screen's shell replaces it, nothing held is replayed on a screen that now differs, and
   * the app starts at once.
   */
  function onStorage(event: StorageEvent): void {
    if (differs || !staticScreen || container.getAttribute('data-app') === 'live') return;
    if (!screenStateChanged(event.key)) return;
    differs = true;
    document.documentElement.setAttribute(STATE_ATTRIBUTE, 'stored');
    held.length = 0;
    stopHolding();
    start();
  }
  /** Whether storage under `key` (null: any of them) no longer holds what the static screen shows. */
  function screenStateChanged(key: string | null): boolean {
    try {
      const keys = JSON.parse(staticScreen?.getAttribute(STATE_KEYS_ATTRIBUTE) ?? '[]') as StateKey[];
      return stateChanged(keys, key, (name) => localStorage.getItem(name));
    } catch {
      return false;
    }
  }

  // Presses made before this script ran, kept by the page's inline script (early-presses.ts).
  const early = takeEarlyPresses();
  // Another tab may have changed the state between the inline check and now, with nobody listening:
  // then nothing pressed on the old view counts, and the shell shows until the app is live.
  if (staticScreen && !differs && screenStateChanged(null)) {
    differs = true;
    document.documentElement.setAttribute(STATE_ATTRIBUTE, 'stored');
  }
  if (!staticScreen || differs) {
    start();
    return;
  }
  window.addEventListener('storage', onStorage);
  for (const type of INTENT_EVENTS) container.addEventListener(type, start, { once: true, passive: true });
  staticScreen.addEventListener('click', holdClick, true);
  staticScreen.addEventListener('submit', holdSubmit, true);
  for (const event of early) if (event instanceof MouseEvent) holdClick(event);
}

const container = document.getElementById('account-app');
if (container) boot(container);
