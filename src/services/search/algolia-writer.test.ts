/**
 * The Algolia index writer against a local stand-in of Algolia's write API (there is no Algolia
 * emulator): a node:http server that records what the real algoliasearch client sends and answers as
 * Algolia documents it (`POST /1/indexes/{indexName}/batch` → `{ taskID, objectIDs }`). What this proves
 * is the shape of the requests; that Algolia accepts them with a key limited to addObject and
 * deleteObject is not proved here.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../schemas/search-record.ts';
import { createServices, readConfiguration } from '../config.ts';
import { AlgoliaIndexWriter } from './algolia-writer.ts';

interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** One batch operation as Algolia's API takes it. */
interface BatchOperation {
  action: string;
  body: { objectID: string } & Record<string, unknown>;
}

const received: ReceivedRequest[] = [];
/** What the stand-in answers a batch with; a test may make it refuse, as Algolia does a key without the ACL. */
let refusal: { status: number; message: string } | undefined;
let server: Server;
let port = 0;

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      resolve(text === '' ? undefined : (JSON.parse(text) as unknown));
    });
    request.on('error', reject);
  });
}

beforeAll(async () => {
  let taskID = 100;
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = request.url ?? '';
      received.push({ method: request.method ?? '', path, headers: request.headers, body });
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      if (refusal) {
        response.statusCode = refusal.status;
        response.end(JSON.stringify({ message: refusal.message, status: refusal.status }));
        return;
      }
      if (request.method === 'POST' && /^\/1\/indexes\/[^/]+\/batch(\?|$)/.test(path)) {
        const { requests } = body as { requests: BatchOperation[] };
        taskID += 1;
        response.end(JSON.stringify({ taskID, objectIDs: requests.map((operation) => operation.body.objectID) }));
        return;
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ message: 'Not found', status: 404 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

beforeEach(() => {
  received.length = 0;
  refusal = undefined;
});

const record = (objectID: string, title = objectID): SearchRecord => ({
  objectID,
  kind: 'product',
  title,
  description: `About ${title}`,
  keywords: 'Strata',
  url: `/products/${objectID}/`,
  industries: { title: ['software'] },
  productType: 'software',
  region: ['nz'],
  fromPrice: { nz: '$1,000.00' },
});

const writer = () =>
  new AlgoliaIndexWriter(
    { appId: 'APP42', writeKey: 'write-only-key', indexName: 'tasman site' },
    { hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }] },
  );

const pathOf = (request: ReceivedRequest): string => request.path.split('?')[0] ?? '';
const operationsOf = (request: ReceivedRequest): BatchOperation[] =>
  (request.body as { requests: BatchOperation[] }).requests;

describe('AlgoliaIndexWriter: the requests Algolia receives (a local stand-in of its API)', () => {
  it('saves the changed records with addObject, then deletes the gone ones with deleteObject, in batch requests to the index', async () => {
    await writer().apply({
      save: [record('strata-bim'), record('tripod', 'Tripod 2')],
      delete: ['blog-old', 'page-gone'],
    });

    expect(received.map((request) => [request.method, pathOf(request)])).toEqual([
      ['POST', '/1/indexes/tasman%20site/batch'],
      ['POST', '/1/indexes/tasman%20site/batch'],
    ]);
    const [saved, deleted] = received;
    expect(saved && operationsOf(saved)).toEqual([
      { action: 'addObject', body: record('strata-bim') },
      { action: 'addObject', body: record('tripod', 'Tripod 2') },
    ]);
    expect(deleted && operationsOf(deleted)).toEqual([
      { action: 'deleteObject', body: { objectID: 'blog-old' } },
      { action: 'deleteObject', body: { objectID: 'page-gone' } },
    ]);
  });

  it('authenticates with the application id and the write key, never another key', async () => {
    await writer().apply({ save: [record('a')], delete: [] });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.headers['x-algolia-application-id']).toBe('APP42');
    expect(request?.headers['x-algolia-api-key']).toBe('write-only-key');
  });

  it('sends at most 1,000 operations per request', async () => {
    const many = Array.from({ length: 2_500 }, (_, index) => record(`p-${index}`));
    await writer().apply({ save: many, delete: Array.from({ length: 1_001 }, (_, index) => `gone-${index}`) });
    expect(received.map((request) => [operationsOf(request).length, operationsOf(request)[0]?.action])).toEqual([
      [1_000, 'addObject'],
      [1_000, 'addObject'],
      [500, 'addObject'],
      [1_000, 'deleteObject'],
      [1, 'deleteObject'],
    ]);
    expect(
      received
        .flatMap(operationsOf)
        .filter((operation) => operation.action === 'addObject')
        .map((operation) => operation.body.objectID),
    ).toEqual(many.map((one) => one.objectID));
  });

  it('does not wait for Algolia’s indexing tasks (no task polling) and sends nothing when nothing changed', async () => {
    await writer().apply({ save: [record('a')], delete: ['b'] });
    expect(received.every((request) => request.method === 'POST' && pathOf(request).endsWith('/batch'))).toBe(true);
    received.length = 0;
    await writer().apply({ save: [], delete: [] });
    expect(received).toEqual([]);
  });

  it('rejects with Algolia’s message when Algolia refuses the write (e.g. a key without the ACL)', async () => {
    refusal = { status: 403, message: 'Method not allowed with this API key' };
    await expect(writer().apply({ save: [record('a')], delete: [] })).rejects.toThrow(
      /Method not allowed with this API key/,
    );
    expect(received).toHaveLength(1); // a 4xx is the key's fault: no retry on another host
  });
});

describe('the composition root gives a search writer only with all four Algolia variables', () => {
  const ALGOLIA = {
    ALGOLIA_APP_ID: 'APP42',
    ALGOLIA_SEARCH_KEY: 'search-only',
    ALGOLIA_INDEX: 'site',
    ALGOLIA_WRITE_KEY: 'write-only',
  };
  const writerOf = (env: Record<string, string>) => createServices(readConfiguration(env)).searchWriter();

  it('builds the Algolia writer when ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX and ALGOLIA_WRITE_KEY are set', () => {
    expect(readConfiguration(ALGOLIA).search).toEqual({
      kind: 'algolia',
      appId: 'APP42',
      searchKey: 'search-only',
      indexName: 'site',
      writeKey: 'write-only',
    });
    expect(writerOf(ALGOLIA)).toBeInstanceOf(AlgoliaIndexWriter);
  });

  it('gives none on the embedded defaults, none without the write key, and none when any other Algolia variable is missing or blank', () => {
    expect(writerOf({})).toBeUndefined();
    const { ALGOLIA_WRITE_KEY: _write, ...withoutWriteKey } = ALGOLIA;
    expect(writerOf(withoutWriteKey)).toBeUndefined();
    expect(writerOf({ ...ALGOLIA, ALGOLIA_WRITE_KEY: '  ' })).toBeUndefined();
    for (const name of ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_INDEX'] as const) {
      const { [name]: _missing, ...rest } = ALGOLIA;
      expect(writerOf(rest), name).toBeUndefined();
      expect(writerOf({ ...ALGOLIA, [name]: '' }), `${name} blank`).toBeUndefined();
    }
  });
});
