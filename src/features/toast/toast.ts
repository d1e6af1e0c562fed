/**
 * The one toast API (SPEC §2, §9): framework-free, renders into the layout's `#toasts` live region
 * (top right), closes after 3 s and shows the same message at most once per 3000 ms.
 */
import { TOAST_AUTO_CLOSE_MS, TOAST_DEBOUNCE_MS } from '../ui/constants.ts';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  kind?: ToastKind;
}

/**
 * Whether a message may show now, given when it was last shown (SPEC §9: debounce 3000 ms).
 * The window counts from the last time the message was actually shown.
 */
export function shouldShowToast(lastShownAt: number | undefined, now: number, debounceMs: number = TOAST_DEBOUNCE_MS): boolean {
  return lastShownAt === undefined || now - lastShownAt >= debounceMs || now < lastShownAt;
}

/** When each message was last shown (entries older than the window are pruned on each call). */
const lastShown = new Map<string, number>();

function remember(message: string, now: number): void {
  for (const [text, at] of lastShown) if (now - at >= TOAST_DEBOUNCE_MS) lastShown.delete(text);
  lastShown.set(message, now);
}

/** Close after the auto-close delay; hovering or focusing the toast pauses the countdown. */
function scheduleClose(toast: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const close = () => toast.remove();
  const start = () => { timer = setTimeout(close, TOAST_AUTO_CLOSE_MS); };
  const pause = () => clearTimeout(timer);
  toast.addEventListener('mouseenter', pause);
  toast.addEventListener('mouseleave', start);
  start();
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
  const toast = document.createElement('p');
  toast.className = `toast toast--${kind}`;
  toast.dataset['kind'] = kind;
  toast.textContent = message;
  region.append(toast);
  scheduleClose(toast);
  return true;
}
