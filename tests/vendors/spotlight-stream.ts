/**
 * Reads what Spotlight's sidecar received: its `/stream` endpoint, the one its own UI reads, answers
 * every envelope so far and then each new one as a server-sent event (`data: [header, [[item header,
 * item], ...]]`).
 */
import { z } from 'zod';
import { Arrivals } from '../support/arrivals.ts';

const envelopeSchema = z.tuple([
  z.record(z.string(), z.unknown()),
  z.array(z.tuple([z.record(z.string(), z.unknown()), z.unknown()])),
]);
export type Envelope = z.infer<typeof envelopeSchema>;

/** A Sentry error event, as far as the suite reads it. */
export const errorEventSchema = z.looseObject({
  release: z.string().optional(),
  tags: z.record(z.string(), z.unknown()).optional(),
  transaction: z.string().optional(),
  request: z.looseObject({ url: z.string().optional() }).optional(),
  exception: z.object({
    values: z.array(z.looseObject({ type: z.string().optional(), value: z.string().optional() })),
  }),
});
export type ErrorEvent = z.infer<typeof errorEventSchema>;

/** The first error event matching `match` in `envelopes`, with its whole envelope's text. */
function findError(
  envelopes: readonly Envelope[],
  match: (event: ErrorEvent) => boolean,
): { event: ErrorEvent; text: string } | undefined {
  for (const envelope of envelopes) {
    for (const [header, item] of envelope[1]) {
      const event = header['type'] === 'event' ? errorEventSchema.safeParse(item) : undefined;
      if (event?.success && match(event.data)) return { event: event.data, text: JSON.stringify(envelope) };
    }
  }
  return undefined;
}

/**
 * Waits for an error event matching `match` among `arrivals` (answered with its whole envelope's text);
 * past `timeoutMs`, rejects naming `where` it was looked for.
 */
export function waitForError(
  arrivals: Arrivals<Envelope>,
  where: string,
  match: (event: ErrorEvent) => boolean,
  timeoutMs = 20_000,
): Promise<{ event: ErrorEvent; text: string }> {
  return arrivals.until(
    (all) => findError(all, match),
    timeoutMs,
    () => `no matching error event reached ${where} within ${timeoutMs} ms (${arrivals.items.length} envelopes)`,
  );
}

export interface SpotlightStream {
  envelopes: Envelope[];
  /** Waits for an error event matching `match` (and answers it with the whole envelope's text). */
  waitForError(match: (event: ErrorEvent) => boolean, timeoutMs?: number): Promise<{ event: ErrorEvent; text: string }>;
  close(): void;
}

export async function readSpotlight(streamUrl: string): Promise<SpotlightStream> {
  const arrivals = new Arrivals<Envelope>();
  const envelopes = arrivals.items;
  const controller = new AbortController();
  const response = await fetch(streamUrl, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`Spotlight's stream answered ${response.status}`);
  const decoder = new TextDecoderStream();
  void (async () => {
    let buffer = '';
    try {
      for await (const chunk of response.body!.pipeThrough(decoder)) {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          const parsed = data ? envelopeSchema.safeParse(JSON.parse(data)) : undefined;
          if (parsed?.success) arrivals.push(parsed.data);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    envelopes,
    waitForError: (match, timeoutMs) => waitForError(arrivals, 'Spotlight', match, timeoutMs),
    close: () => controller.abort(),
  };
}
