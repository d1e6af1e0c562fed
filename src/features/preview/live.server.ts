/**
 * Live preview over server-sent events: `ready` once the stream is open, `change` after each
 * (debounced) change of the content, a comment every 25 s so proxies keep the stream open.
 */
import { services } from '../../services/config.ts';
import { CONTENT_TYPES } from '../content/site-content.ts';
import { createChangeHub, type ChangeHub } from './change-hub.ts';

/** The documents whose changes a preview follows: every type the site renders. */
const LISTEN_QUERY = /* groq */ `*[_type in $types]`;
const KEEP_ALIVE_MS = 25_000;

let hub: ChangeHub | undefined;
const changeHub = (): ChangeHub =>
  (hub ??= createChangeHub((onChange) =>
    services().content().listen(LISTEN_QUERY, { types: CONTENT_TYPES }, onChange),
  ));

/** The event stream of one open preview; it ends (and stops listening) when the browser goes away. */
export function previewEventStream(signal: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cleanup = (): void => undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup(); // the stream was closed under us
        }
      };
      const unsubscribe = changeHub().subscribe(() => send('event: change\ndata: {}\n\n'));
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
      cleanup = () => {
        clearInterval(keepAlive);
        unsubscribe();
        cleanup = () => undefined;
      };
      signal.addEventListener(
        'abort',
        () => {
          cleanup();
          try {
            controller.close();
          } catch {
            // already closed
          }
        },
        { once: true },
      );
      send('retry: 2000\nevent: ready\ndata: {}\n\n');
    },
    cancel() {
      cleanup();
    },
  });
}

/** Headers of the event stream: never cached, never compressed (no-transform), never buffered by a proxy. */
export const EVENT_STREAM_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
  'X-Robots-Tag': 'noindex, nofollow',
};
