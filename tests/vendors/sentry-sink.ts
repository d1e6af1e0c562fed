/**
 * A stand-in for Sentry's ingest: an HTTP server that takes what the SDK posts to a DSN's envelope
 * endpoint (`POST /api/<project>/envelope/`, gzip-encoded when large), answers 200 as Sentry does, and
 * keeps each envelope parsed (the same shape Spotlight's stream gives: tests/vendors/spotlight-stream.ts).
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { Arrivals } from '../support/arrivals.ts';
import { waitForError, type Envelope, type ErrorEvent } from './spotlight-stream.ts';

export interface SentrySink {
  envelopes: Envelope[];
  /** Waits for an error event matching `match` to arrive (and answers it with the whole envelope's text). */
  waitForError(match: (event: ErrorEvent) => boolean, timeoutMs?: number): Promise<{ event: ErrorEvent; text: string }>;
  close(): Promise<void>;
}

/**
 * An envelope's lines: its header, then per item a header and a payload, the payload `length` bytes
 * long when its header says so, else up to the next newline.
 */
function parseEnvelope(body: Buffer): Envelope {
  let at = 0;
  const line = (length?: number): string => {
    const end = length === undefined ? body.indexOf(0x0a, at) : at + length;
    const stop = end < 0 ? body.length : end;
    const text = body.subarray(at, stop).toString('utf8');
    at = stop + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: Envelope[1] = [];
  while (at < body.length) {
    const itemLine = line();
    if (!itemLine.trim()) continue;
    const itemHeader = JSON.parse(itemLine) as Record<string, unknown>;
    const length = typeof itemHeader['length'] === 'number' ? itemHeader['length'] : undefined;
    const payload = line(length);
    items.push([itemHeader, itemHeader['type'] === 'attachment' ? payload : (JSON.parse(payload) as unknown)]);
  }
  return [header, items];
}

export async function startSentrySink(port: number, host = '127.0.0.1'): Promise<SentrySink> {
  const arrivals = new Arrivals<Envelope>();
  const envelopes = arrivals.items;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // The browser SDK posts from the page's origin too; it need not read the answer, but may.
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (request.method !== 'POST' || !/^\/api\/[^/]+\/envelope\/?(\?|$)/.test(request.url ?? '')) {
        response.writeHead(request.method === 'OPTIONS' ? 204 : 404).end();
        return;
      }
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      arrivals.push(parseEnvelope(body));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: crypto.randomUUID() }));
    });
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    envelopes,
    waitForError: (match, timeoutMs) => waitForError(arrivals, 'the sink', match, timeoutMs),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
