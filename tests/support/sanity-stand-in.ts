/**
 * A stand-in for Sanity's API on a local port, over documents a test holds (and may change between
 * requests): queries (GET/POST /v{version}/data/query/{dataset}, answered with groq-js) and the listener
 * (GET /v{version}/data/listen/{dataset}: a `welcome` event, then the `mutation` events a test emits).
 * Perspectives as Sanity answers them: `published` (the default since API v2025-02-19) hides drafts,
 * `drafts` overlays them and `raw` shows everything; both of these need the read token, as a private
 * dataset's do. The CDN is not stood in for: @sanity/client sends CDN and API reads to one custom host.
 * The content contract test and the webhook's API test use it; so can an end-to-end server
 * (`SANITY_API_HOST`).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';
import type { RawDocument } from '../../src/services/content/dataset.ts';
import { isDraftId, isPublishedId, publishedIdOf } from '../../src/schemas/document-id.ts';

/** The bearer token the stand-in takes for reads of drafts. */
export const STAND_IN_TOKEN = 'read-token';

/** A query the stand-in answered: its URL (perspective and parameters) and Authorization header. */
export interface StandInQuery {
  url: URL;
  query: string;
  authorization: string | undefined;
}

/** A running stand-in. */
export interface SanityStandIn {
  /** Its origin, for `apiHost` / SANITY_API_HOST. */
  readonly url: string;
  /** The documents it serves, drafts (`drafts.<id>`) included: change them to publish. */
  documents: RawDocument[];
  /** Every query answered, oldest first. */
  readonly queries: StandInQuery[];
  /** Open listener streams: the URL and Authorization each was opened with. */
  readonly listeners: readonly { url: URL; authorization: string | undefined }[];
  /** Sends a `mutation` event, as Sanity's listener does, to every open listener stream. */
  emitMutation(documentId: string): void;
  /**
   * Answers the next `count` queries with a result that is no list of documents (`[{"_id": 42}]`): a
   * failure @sanity/client does not retry by itself (it retries 5xx answers for seconds).
   */
  garbleNextQueries(count: number): void;
  /** Ends the listener streams and stops the server. */
  close(): Promise<void>;
}

/** The documents a query sees in `perspective` (release versions only in `raw`, as perspectives of releases are not served). */
function view(documents: readonly RawDocument[], perspective: string): RawDocument[] {
  const published = documents.filter((doc) => isPublishedId(doc._id));
  if (perspective === 'raw') return [...documents];
  if (perspective !== 'drafts') return published;
  const overlay = documents
    .filter((doc) => isDraftId(doc._id))
    .map((doc) => ({ ...doc, _id: publishedIdOf(doc._id), _originalId: doc._id }));
  return [
    ...published.map((doc) => overlay.find((draft) => draft._id === doc._id) ?? doc),
    ...overlay.filter((draft) => !published.some((doc) => doc._id === draft._id)),
  ];
}

const answer = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** Starts a stand-in serving `documents` on a free port of 127.0.0.1. */
export async function startSanityStandIn(documents: RawDocument[]): Promise<SanityStandIn> {
  const streams: { response: ServerResponse; url: URL; authorization: string | undefined }[] = [];
  const queries: StandInQuery[] = [];
  let garbled = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const authorization = request.headers.authorization;
      if (url.pathname.includes('/data/listen/')) {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        response.write('event: welcome\ndata: {"listenerName":"stand-in"}\n\n');
        const stream = { response, url, authorization };
        streams.push(stream);
        request.on('close', () => streams.splice(streams.indexOf(stream), 1));
        return;
      }
      let query = url.searchParams.get('query') ?? '';
      const params: Record<string, unknown> = {};
      for (const [key, value] of url.searchParams)
        if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value) as unknown;
      if (request.method === 'POST') {
        let body = '';
        for await (const chunk of request) body += String(chunk);
        const posted = JSON.parse(body) as { query: string; params?: Record<string, unknown> };
        query = posted.query;
        Object.assign(params, posted.params);
      }
      queries.push({ url, query, authorization });
      if (garbled > 0) {
        garbled -= 1;
        answer(response, 200, { ms: 1, query, result: [{ _id: 42 }] });
        return;
      }
      const perspective = url.searchParams.get('perspective') ?? 'published';
      if (perspective !== 'published' && authorization !== `Bearer ${STAND_IN_TOKEN}`) {
        answer(response, 401, {
          error: 'Unauthorized',
          message: `the ${perspective} perspective needs a token`,
          statusCode: 401,
        });
        return;
      }
      try {
        const result: unknown = await (
          await evaluate(parse(query), { dataset: view(standIn.documents, perspective), params })
        ).get();
        answer(response, 200, { ms: 1, query, result });
      } catch (error) {
        answer(response, 400, {
          error: 'Bad Request',
          message: error instanceof Error ? error.message : String(error),
          statusCode: 400,
        });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: SanityStandIn = {
    url: `http://127.0.0.1:${port}`,
    documents,
    queries,
    listeners: streams,
    emitMutation(documentId) {
      const event = {
        documentId,
        eventId: `e-${documentId}`,
        transition: 'update',
        visibility: 'query',
        identity: 'editor',
        mutations: [],
        timestamp: new Date().toISOString(),
      };
      for (const { response } of streams) response.write(`event: mutation\ndata: ${JSON.stringify(event)}\n\n`);
    },
    garbleNextQueries(count) {
      garbled = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { response } of streams) response.end();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
