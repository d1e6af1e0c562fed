/**
 * The one toast API (docs/requirements.md#screen-elements): framework-free, renders into the layout's `#toasts` live region
 * (top right, below the height of a header or drawer head so it never covers their close buttons),
 * closes after 3 s or by its own close button, and shows the same message at most once per 3000 ms.
 */
import { TOAST_AUTO_CLOSE_MS, TOAST_DEBOUNCE_MS } from '../ui/constants.ts';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  kind?: ToastKind;
}

/**
 * Whether a message may show now, given when it was last shown (docs/requirements.md#timings-and-limits: debounce 3000 ms).
 * The window counts from the last time the message was actually shown.
 */
export function shouldShowToast(
  lastShownAt: number | undefined,
  now: number,
  debounceMs: number = TOAST_DEBOUNCE_MS,
): boolean {
  return lastShownAt === undefined || now - lastShownAt >= debounceMs || now < lastShownAt;
}

/** When each message was last shown (entries older than the window are pruned on each call). */
const lastShown = new Map<string, number>();

function remember(message: string, now: number): void {
  for (const [text, at] of lastShown) if (now - at >= TOAST_DEBOUNCE_MS) lastShown.delete(text);
  lastShown.set(message, now);
}

/** The toast's own close button, named for screen readers and reachable by keyboard. */
function closeButton(toast: HTMLElement): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'toast__close';
  button.setAttribute('aria-label', 'Close notification');
  button.textContent = '×';
  button.addEventListener('click', () => toast.remove());
  return button;
}

/**
 * Show a toast in `#toasts`. Returns false when nothing was shown: on the server, without the
 * toast region, or when the same message was shown less than 3000 ms ago.
 */
export function showToast(message: string, { kind = 'info' }: ToastOptions = {}): boolean {
  if (typeof document === 'undefined') return false;
  const region = document.getElementById('toasts');
  const now = Date.now();
  if (!region || !shouldShowToast(lastShown.get(message), now)) return false;
  remember(message, now);
  const toast = document.createElement('div');
  toast.className = `toast toast--${kind}`;
  toast.dataset['kind'] = kind;
  const text = document.createElement('p');
  text.className = 'toast__text';
  text.textContent = message;
  toast.append(text, closeButton(toast));
  region.append(toast);
  // A fixed 3 s (docs/requirements.md#timings-and-limits): pausing on hover kept a toast open for as long as the pointer rested on it.
  setTimeout(() => toast.remove(), TOAST_AUTO_CLOSE_MS);
  return true;
}
