import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RawDocument } from './dataset.ts';
import { EmbeddedContentSource } from './embedded.ts';
import type { ContentChangeSet, ContentSource } from './port.ts';
import { SanityContentSource } from './sanity.ts';
import { startSanityStandIn, STAND_IN_TOKEN, type SanityStandIn } from '../../../tests/support/sanity-stand-in.ts';

const documents: RawDocument[] = [
  { _id: 'region-nz', _type: 'region', iban: 'nz', title: 'New Zealand' },
  { _id: 'page-a', _type: 'page', title: 'Published A', region: { _type: 'reference', _ref: 'region-nz' } },
  { _id: 'drafts.page-a', _type: 'page', title: 'Draft A', region: { _type: 'reference', _ref: 'region-nz' } },
  { _id: 'drafts.page-new', _type: 'page', title: 'Draft only' },
  { _id: 'page-b', _type: 'page', title: 'Published B' },
];

let standIn: SanityStandIn;
/** The embedded adapter reads a dataset file, as in production (changesFor reads the file as it is now). */
const datasetFolder = mkdtempSync(join(tmpdir(), 'contract-'));
const datasetFile = join(datasetFolder, 'dataset.ndjson');
writeFileSync(datasetFile, documents.map((doc) => JSON.stringify(doc)).join('\n'));
const adapters: Record<string, () => ContentSource> = {
  embedded: () => new EmbeddedContentSource(datasetFile),
  sanity: () =>
    new SanityContentSource({
      projectId: 'test',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: standIn.url,
      token: STAND_IN_TOKEN,
    }),
};

beforeAll(async () => {
  standIn = await startSanityStandIn(documents);
});
afterAll(async () => {
  await standIn.close();
  rmSync(datasetFolder, { recursive: true, force: true });
});

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
    const drafted = await source().fetch<string[]>(
      '*[_originalId in path("drafts.**")]._id | order(@ asc)',
      {},
      { preview: true },
    );
    expect(drafted).toEqual(['page-a', 'page-new']);
  });

  it('passes parameters and follows references', async () => {
    const result = await source().fetch<{ title: string; region: string } | null>(
      '*[_id == $id][0]{title, "region": region->title}',
      { id: 'page-a' },
    );
    expect(result).toEqual({ title: 'Published A', region: 'New Zealand' });
  });
  it('published(types): every published document of those types, read whole, never a draft', async () => {
    const found = await source().published(['page', 'region']);
    expect(found.map((doc) => doc._id).sort()).toEqual(['page-a', 'page-b', 'region-nz']);
    expect(found.find((doc) => doc._id === 'page-a')).toMatchObject({ _type: 'page', title: 'Published A' });
    expect((await source().published(['page'])).map((doc) => doc._id).sort()).toEqual(['page-a', 'page-b']);
  });

  it('changesFor(ids): the published state of those ids now: found ones as upserts, the others as deletes', async () => {
    const changes = await source().changesFor(['page-b', 'page-gone', 'region-nz']);
    expect(changes.upserts.map((doc) => doc._id).sort()).toEqual(['page-b', 'region-nz']);
    expect(changes.upserts.find((doc) => doc._id === 'page-b')).toMatchObject({ _type: 'page', title: 'Published B' });
    expect(changes.deletes).toEqual(['page-gone']);
  });
});

describe('live preview: listen()', () => {
  it('sanity: follows the listener stream with the read token and reports each mutation, drafts included', async () => {
    const changes: string[] = [];
    const stop = adapters['sanity']!().listen('*[_type in $types]', { types: ['page'] }, (change) =>
      changes.push(change.documentId),
    );
    await expect.poll(() => standIn.listeners.length).toBe(1);
    expect(standIn.listeners[0]?.url.searchParams.get('query')).toBe('*[_type in $types]');
    expect(standIn.listeners[0]?.url.searchParams.get('$types')).toBe('["page"]');
    expect(standIn.listeners[0]?.authorization).toBe(`Bearer ${STAND_IN_TOKEN}`);
    standIn.emitMutation('drafts.page-a');
    await expect.poll(() => changes).toEqual(['drafts.page-a']);
    stop();
    await expect.poll(() => standIn.listeners.length).toBe(0);
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
    writeFileSync(
      file,
      '{"_id":"a","_type":"page","title":"one"}\n{"_id":"drafts.a","_type":"page","title":"draft one"}\n',
    );
    try {
      const source = new EmbeddedContentSource(file);
      const title = (preview: boolean) => source.fetch<string>('*[_id == "a"][0].title', {}, { preview });
      expect([await title(false), await title(true)]).toEqual(['one', 'draft one']);
      writeFileSync(
        file,
        '{"_id":"a","_type":"page","title":"one"}\n{"_id":"drafts.a","_type":"page","title":"draft two, longer"}\n',
      );
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

describe('sanity adapter: publishes read fresh', () => {
  const sanity = () =>
    new SanityContentSource({
      projectId: 'test',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: standIn.url,
      token: STAND_IN_TOKEN,
    });

  it('published() and changesFor() ask for the published perspective, with the read token', async () => {
    const source = sanity();
    const from = standIn.queries.length;
    await source.published(['page']);
    await source.changesFor(['page-a']);
    const asked = standIn.queries.slice(from);
    expect(asked).toHaveLength(2);
    for (const query of asked) {
      expect(query.url.searchParams.get('perspective')).toBe('published');
      expect(query.authorization).toBe(`Bearer ${STAND_IN_TOKEN}`);
    }
  });

  it('changesFor() leaves drafts and release versions out, and asks nothing for no ids', async () => {
    const source = sanity();
    expect(await source.changesFor(['drafts.page-a', 'versions.r1.page-a', 'page-a'])).toMatchObject({
      upserts: [{ _id: 'page-a' }],
      deletes: [],
    });
    const from = standIn.queries.length;
    expect(await source.changesFor(['drafts.page-a'])).toEqual({ upserts: [], deletes: [] });
    expect(standIn.queries.length).toBe(from);
  });

  it('refuses an answer that is not a list of documents (zod), instead of passing it on', async () => {
    standIn.garbleNextQueries(1);
    await expect(sanity().published(['page'])).rejects.toThrow();
  });
});

describe('sanity adapter: followPublished() catches up', () => {
  let own: SanityStandIn;
  const start: RawDocument[] = [
    { _id: 'region-nz', _type: 'region', _rev: 'r1', title: 'New Zealand' },
    { _id: 'page-a', _type: 'page', _rev: 'a1', title: 'A' },
    { _id: 'page-b', _type: 'page', _rev: 'b1', title: 'B' },
    { _id: 'drafts.page-a', _type: 'page', _rev: 'da1', title: 'A, draft' },
  ];
  /** The stand-in's documents after a publish: page-a edited, page-c added, page-b deleted, a draft edited. */
  const published = (): RawDocument[] => [
    { _id: 'region-nz', _type: 'region', _rev: 'r1', title: 'New Zealand' },
    { _id: 'page-a', _type: 'page', _rev: 'a2', title: 'A, edited' },
    { _id: 'page-c', _type: 'page', _rev: 'c1', title: 'C' },
    { _id: 'drafts.page-a', _type: 'page', _rev: 'da2', title: 'A, draft edited' },
  ];
  const source = () =>
    new SanityContentSource(
      { projectId: 'test', dataset: 'production', apiVersion: '2025-02-19', apiHost: own.url, token: STAND_IN_TOKEN },
      { catchUpEveryMs: 40 },
    );
  const catchUps = () => own.queries.filter((query) => query.query.includes('{_id, _rev}')).length;
  /** Waits for `count` more catch-up queries than now. */
  const afterCatchUps = async (count: number) => {
    const target = catchUps() + count;
    await expect.poll(catchUps, SLOW).toBeGreaterThanOrEqual(target);
  };
  const summary = (changes: ContentChangeSet) => ({
    upserts: changes.upserts.map((doc) => `${doc._id}@${String(doc['_rev'])}`).sort(),
    deletes: [...changes.deletes].sort(),
  });
  /** A busy machine (the whole suite at once) may run the 40 ms ticks late. */
  const SLOW = { timeout: 5000 };
  const PUBLISH = { upserts: ['page-a@a2', 'page-c@c1'], deletes: ['page-b'] };

  beforeEach(async () => {
    own = await startSanityStandIn(structuredClone(start));
  });
  afterEach(() => own.close());

  it('reports a document changed, one added and one deleted once, and drafts never', async () => {
    const content = source();
    await content.published(['page', 'region']);
    const reports: ContentChangeSet[] = [];
    const stop = content.followPublished((changes) => reports.push(changes));
    try {
      await afterCatchUps(1);
      expect(reports).toEqual([]);
      own.documents = published();
      await expect.poll(() => reports.length, SLOW).toBe(1);
      await afterCatchUps(3);
      expect(reports.map(summary)).toEqual([PUBLISH]);
    } finally {
      stop();
    }
  });

  it('catches up at once on start with what changed since published() read', async () => {
    const content = source();
    await content.published(['page', 'region']);
    own.documents = published();
    const reports: ContentChangeSet[] = [];
    const stop = content.followPublished((changes) => reports.push(changes));
    try {
      await expect.poll(() => reports.map(summary), SLOW).toEqual([PUBLISH]);
    } finally {
      stop();
    }
  });

  it('does not report again what a webhook already refetched with changesFor()', async () => {
    const content = source();
    await content.published(['page', 'region']);
    own.documents = published();
    await content.changesFor(['page-a', 'page-b', 'page-c']);
    const reports: ContentChangeSet[] = [];
    const stop = content.followPublished((changes) => reports.push(changes));
    try {
      await afterCatchUps(3);
      expect(reports).toEqual([]);
    } finally {
      stop();
    }
  });

  it('logs a failed catch-up in one line and tries again at the next tick', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const content = source();
    await content.published(['page', 'region']);
    own.documents = published();
    own.garbleNextQueries(1);
    const reports: ContentChangeSet[] = [];
    const stop = content.followPublished((changes) => reports.push(changes));
    try {
      await expect.poll(() => reports.map(summary), SLOW).toEqual([PUBLISH]);
      expect(errors).toHaveBeenCalledTimes(1);
      const line: unknown = errors.mock.calls[0]?.[0];
      expect(line).toMatch(/^content: the Sanity catch-up failed; tried again in 0\.04 s\. ZodError: /);
      expect(String(line)).not.toContain('\n');
    } finally {
      stop();
      errors.mockRestore();
    }
  });

  it('asks nothing more once stopped', async () => {
    const content = source();
    await content.published(['page']);
    const stop = content.followPublished(() => undefined);
    await afterCatchUps(1);
    stop();
    // The time a stopped source's ticks would take, counted by a running one on a stand-in of its own.
    const witness = await startSanityStandIn(structuredClone(start));
    const ticking = new SanityContentSource(
      {
        projectId: 'test',
        dataset: 'production',
        apiVersion: '2025-02-19',
        apiHost: witness.url,
        token: STAND_IN_TOKEN,
      },
      { catchUpEveryMs: 40 },
    );
    await ticking.published(['page']);
    const stopWitness = ticking.followPublished(() => undefined);
    const witnessTicks = async (count: number) => {
      const target = witness.queries.length + count;
      await expect.poll(() => witness.queries.length, SLOW).toBeGreaterThanOrEqual(target);
    };
    try {
      // A tick that started before stop() may still land; none may start after it.
      await witnessTicks(2);
      const asked = own.queries.length;
      await witnessTicks(5);
      expect(own.queries.length).toBe(asked);
    } finally {
      stopWitness();
      await witness.close();
    }
  });
});
