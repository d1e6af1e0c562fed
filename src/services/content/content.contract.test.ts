import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluate, parse } from 'groq-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawDocument } from './dataset.ts';
import { EmbeddedContentSource } from './embedded.ts';
import type { ContentSource } from './port.ts';
import { SanityContentSource } from './sanity.ts';

const documents: RawDocument[] = [
  { _id: 'region-nz', _type: 'region', iban: 'nz', title: 'New Zealand' },
  { _id: 'page-a', _type: 'page', title: 'Published A', region: { _type: 'reference', _ref: 'region-nz' } },
  { _id: 'drafts.page-a', _type: 'page', title: 'Draft A', region: { _type: 'reference', _ref: 'region-nz' } },
  { _id: 'drafts.page-new', _type: 'page', title: 'Draft only' },
  { _id: 'page-b', _type: 'page', title: 'Published B' },
];

/** Open listener streams of the stand-in, and the URL and token each was opened with. */
const listeners: { response: ServerResponse; url: URL; authorization: string | undefined }[] = [];

/** Sends a `mutation` event, as Sanity's listener does, to every open listener stream. */
function emitMutation(documentId: string): void {
  const event = { documentId, eventId: `e-${documentId}`, transition: 'update', visibility: 'query', identity: 'editor', mutations: [], timestamp: new Date().toISOString() };
  for (const { response } of listeners) response.write(`event: mutation\ndata: ${JSON.stringify(event)}\n\n`);
}

/**
 * A stand-in for Sanity's API over the same documents: queries (GET/POST /v{version}/data/query/{dataset};
 * the `drafts` perspective only with the read token, as a private dataset answers) and the listener
 * (GET /v{version}/data/listen/{dataset}: a `welcome` event, then `mutation` events from emitMutation).
 */
function sanityCompatibleServer(): Server {
  return createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname.includes('/data/listen/')) {
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        response.write('event: welcome\ndata: {"listenerName":"stand-in"}\n\n');
        const listener = { response, url, authorization: request.headers.authorization };
        listeners.push(listener);
        request.on('close', () => listeners.splice(listeners.indexOf(listener), 1));
        return;
      }
      let query = url.searchParams.get('query') ?? '';
      const params: Record<string, unknown> = {};
      for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value) as unknown;
      if (request.method === 'POST') {
        let body = '';
        for await (const chunk of request) body += String(chunk);
        const parsed = JSON.parse(body) as { query: string; params?: Record<string, unknown> };
        query = parsed.query;
        Object.assign(params, parsed.params);
      }
      const drafts = url.searchParams.get('perspective') === 'drafts';
      if (drafts && request.headers.authorization !== 'Bearer read-token') {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'Unauthorized', message: 'drafts need a token', statusCode: 401 }));
        return;
      }
      const published = documents.filter((doc) => !doc._id.startsWith('drafts.'));
      const overlay = documents.filter((doc) => doc._id.startsWith('drafts.')).map((doc) => ({ ...doc, _id: doc._id.slice(7), _originalId: doc._id }));
      const dataset = drafts
        ? [...published.map((doc) => overlay.find((draft) => draft._id === doc._id) ?? doc), ...overlay.filter((draft) => !published.some((doc) => doc._id === draft._id))]
        : published;
      const result: unknown = await (await evaluate(parse(query), { dataset, params })).get();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ms: 1, query, result }));
    })();
  });
}

let server: Server;
const adapters: Record<string, () => ContentSource> = {
  embedded: () => new EmbeddedContentSource('unused.ndjson', documents),
  sanity: () => {
    const { port } = server.address() as AddressInfo;
    return new SanityContentSource({ projectId: 'test', dataset: 'production', apiVersion: '2025-02-19', apiHost: `http://127.0.0.1:${port}`, token: 'read-token' });
  },
};

beforeAll(async () => {
  server = sanityCompatibleServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => {
  for (const { response } of listeners) response.end();
  server.close(() => resolve());
}));

describe.each(Object.keys(adapters))('content port: %s adapter', (name) => {
  const source = () => adapters[name]!();

  it('reads published documents only, never drafts', async () => {
    const titles = await source().fetch<string[]>('*[_type == "page"] | order(title asc).title');
    expect(titles).toEqual(['Published A', 'Published B']);
  });

  it('in preview a draft wins over its published document and draft-only documents appear', async () => {
    const titles = await source().fetch<string[]>('*[_type == "page"] | order(title asc).title', {}, { preview: true });
    expect(titles).toEqual(['Draft A', 'Draft only', 'Published B']);
  });

  it('in preview tells which documents have drafts (`_originalId` is the draft’s own id)', async () => {
    const drafted = await source().fetch<string[]>('*[_originalId in path("drafts.**")]._id | order(@ asc)', {}, { preview: true });
    expect(drafted).toEqual(['page-a', 'page-new']);
  });

  it('passes parameters and follows references', async () => {
    const result = await source().fetch<{ title: string; region: string } | null>(
      '*[_id == $id][0]{title, "region": region->title}', { id: 'page-a' },
    );
    expect(result).toEqual({ title: 'Published A', region: 'New Zealand' });
  });
});

describe('live preview: listen()', () => {
  it('sanity: follows the listener stream with the read token and reports each mutation, drafts included', async () => {
    const changes: string[] = [];
    const stop = adapters['sanity']!().listen('*[_type in $types]', { types: ['page'] }, (change) => changes.push(change.documentId));
    await expect.poll(() => listeners.length).toBe(1);
    expect(listeners[0]?.url.searchParams.get('query')).toBe('*[_type in $types]');
    expect(listeners[0]?.url.searchParams.get('$types')).toBe('["page"]');
    expect(listeners[0]?.authorization).toBe('Bearer read-token');
    emitMutation('drafts.page-a');
    await expect.poll(() => changes).toEqual(['drafts.page-a']);
    stop();
    await expect.poll(() => listeners.length).toBe(0);
  });

  it('embedded: reports a change when the dataset file is written or replaced', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'listen-'));
    const file = join(folder, 'dataset.ndjson');
    writeFileSync(file, '{"_id":"a","_type":"page"}\n');
    const changes: string[] = [];
    const stop = new EmbeddedContentSource(file).listen('*', {}, (change) => changes.push(change.documentId));
    try {
      writeFileSync(file, '{"_id":"a","_type":"page","title":"edited"}\n');
      await expect.poll(() => changes.length).toBeGreaterThan(0);
      expect(changes[0]).toBe('*');
    } finally {
      stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('embedded: a preview read sees the file as it is now; a published read keeps what it read', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'fresh-'));
    const file = join(folder, 'dataset.ndjson');
    writeFileSync(file, '{"_id":"a","_type":"page","title":"one"}\n{"_id":"drafts.a","_type":"page","title":"draft one"}\n');
    try {
      const source = new EmbeddedContentSource(file);
      const title = (preview: boolean) => source.fetch<string>('*[_id == "a"][0].title', {}, { preview });
      expect([await title(false), await title(true)]).toEqual(['one', 'draft one']);
      writeFileSync(file, '{"_id":"a","_type":"page","title":"one"}\n{"_id":"drafts.a","_type":"page","title":"draft two, longer"}\n');
      expect([await title(false), await title(true)]).toEqual(['one', 'draft two, longer']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('embedded adapter', () => {
  it('gives each caller its own copy of a memoised result', async () => {
    const source = adapters['embedded']!();
    const first = await source.fetch<{ title: string }[]>('*[_type == "page"]');
    first[0]!.title = 'changed';
    const second = await source.fetch<{ title: string }[]>('*[_type == "page"]');
    expect(second[0]!.title).not.toBe('changed');
  });

  it('reports a query syntax error instead of returning nothing', async () => {
    await expect(adapters['embedded']!().fetch('*[_type == ')).rejects.toThrow();
  });
});
