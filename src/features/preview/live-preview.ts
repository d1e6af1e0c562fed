/**
 * The live preview in the browser: follows the server's event stream for this preview and, on each
 * change, fetches the page again and puts its body in place of the current one, without a reload.
 * 'Loading preview...' shows until the first live render (fetched once the stream is open, so an
 * edit made between the page's render and the stream's start is not missed); 'Updating preview...'
 * shows while a change is applied.
 */
import { PREVIEW_MESSAGES } from './messages.ts';

const showStatus = (text: string): void => {
  const status = document.querySelector<HTMLElement>('[data-preview-status]');
  if (status) status.textContent = text;
};

/** Fetch the page and swap its body and title in; one fetch at a time, a change during one runs once after it. */
function createRefresher(): (message: string) => void {
  let running = false;
  let again: string | undefined;
  const run = async (message: string): Promise<void> => {
    running = true;
    showStatus(message);
    try {
      const response = await fetch(window.location.href, {
        cache: 'no-store',
        credentials: 'same-origin',
        headers: { Accept: 'text/html' },
      });
      const html = await response.text();
      const next = new DOMParser().parseFromString(html, 'text/html');
      document.title = next.title;
      document.body.replaceWith(document.adoptNode(next.body));
      showStatus('');
    } catch {
      showStatus(message); // the stream reconnects and the next event tries again
    } finally {
      running = false;
      const pending = again;
      again = undefined;
      if (pending) void run(pending);
    }
  };
  return (message) => {
    if (running) again = message;
    else void run(message);
  };
}

export function startLivePreview(): void {
  const url = document.querySelector<HTMLElement>('[data-preview-events]')?.dataset['previewEvents'];
  if (!url || typeof EventSource === 'undefined') return;
  const refresh = createRefresher();
  const events = new EventSource(url);
  // `ready` comes on every (re)connection: catch up with whatever changed while not connected.
  events.addEventListener('ready', () => refresh(PREVIEW_MESSAGES.loading));
  events.addEventListener('change', () => refresh(PREVIEW_MESSAGES.updating));
}
