import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** A stand-in for Sanity's query API (GET/POST /v{version}/data/query/{dataset}) over the same documents. */
function sanityCompatibleServer(): Server {
  return createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
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
      const published = documents.filter((doc) => !doc._id.startsWith('drafts.'));
      const overlay = documents.filter((doc) => doc._id.startsWith('drafts.')).map((doc) => ({ ...doc, _id: doc._id.slice(7) }));
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
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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

  it('passes parameters and follows references', async () => {
    const result = await source().fetch<{ title: string; region: string } | null>(
      '*[_id == $id][0]{title, "region": region->title}', { id: 'page-a' },
    );
    expect(result).toEqual({ title: 'Published A', region: 'New Zealand' });
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
