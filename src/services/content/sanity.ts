import { createClient, type SanityClient } from '@sanity/client';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { z } from 'zod';
import { logFailure } from '../log-failure.ts';
import type { RawDocument } from './dataset.ts';
import type {
  ContentChange,
  ContentChangeSet,
  ContentSource,
  FetchOptions,
  PreviewUrlCheck,
  QueryParams,
} from './port.ts';
import { GROQ_IS_PUBLISHED, isPublishedId } from '../../schemas/document-id.ts';

export interface SanitySettings {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** A read token; needed for previewing drafts. */
  token?: string | undefined;
  /** Another API host (a Sanity-compatible server; used by the contract tests). */
  apiHost?: string | undefined;
}

/** Options of the adapter itself, not of the environment. */
export interface SanitySourceOptions {
  /** How often `followPublished` catches up with Sanity (default 5 minutes; tests use less). */
  catchUpEveryMs?: number;
}

/** Every published document of `$types` (the published perspective hides drafts and versions; the filter says so too). */
const PUBLISHED_OF_TYPES = `*[_type in $types && ${GROQ_IS_PUBLISHED}]`;
/** What the catch-up compares: each published document's id and revision. */
const REVISIONS_OF_TYPES = `*[_type in $types && ${GROQ_IS_PUBLISHED}]{_id, _rev}`;

/** What the project relies on in every document Sanity returns; the rest is checked by features/content. */
const sanityDocument = z.looseObject({
  /** The document's id (`drafts.` / `versions.` prefixed for unpublished states). */
  _id: z.string(),
  /** The document's type. */
  _type: z.string(),
});
const documentList = z.array(sanityDocument);
const revisionList = z.array(
  z.object({
    /** The document's id. */
    _id: z.string(),
    /** Its revision, changed by every mutation (null only from a source without revisions). */
    _rev: z.string().nullish(),
  }),
);

/** The published documents of a query's result: checked to be documents, drafts dropped. */
const publishedDocuments = (result: unknown): RawDocument[] =>
  documentList.parse(result).filter((doc) => isPublishedId(doc._id));

/** What the catch-up remembers of a document: its revision, and its type (which lists it is in). */
interface Seen {
  rev: string | undefined;
  type: string;
}
const seenAs = (doc: RawDocument): Seen => ({
  rev: typeof doc['_rev'] === 'string' ? doc['_rev'] : undefined,
  type: doc._type,
});

/** A period for the log: `5 min`, `0.04 s`. */
const every = (ms: number): string => (ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${ms / 1000} s`);

/** Sanity content source: the same GROQ text, run by Sanity's API through @sanity/client. */
export class SanityContentSource implements ContentSource {
  readonly #published: SanityClient;
  readonly #preview: SanityClient;
  /** Published documents read from the API itself, never the CDN: what a publish is applied from. */
  readonly #fresh: SanityClient;
  readonly #catchUpEveryMs: number;
  /** The types last given to `published()`: what the catch-up follows. */
  #types: string[] | undefined;
  /** Revision and type of every published document last read, by id. */
  #seen = new Map<string, Seen>();
  /** The `published()` read under way, which the first catch-up waits for. */
  #loading: Promise<unknown> | undefined;

  constructor(settings: SanitySettings, options: SanitySourceOptions = {}) {
    this.#catchUpEveryMs = options.catchUpEveryMs ?? 5 * 60 * 1000;
    const base = {
      projectId: settings.projectId,
      dataset: settings.dataset,
      apiVersion: settings.apiVersion,
      ...(settings.apiHost ? { apiHost: settings.apiHost, useProjectHostname: false } : {}),
    };
    this.#published = createClient({ ...base, useCdn: true, perspective: 'published' });
    this.#preview = createClient({
      ...base,
      useCdn: false,
      perspective: 'drafts',
      ...(settings.token ? { token: settings.token } : {}),
    });
    // A private dataset needs the token for published documents too.
    this.#fresh = createClient({
      ...base,
      useCdn: false,
      perspective: 'published',
      ...(settings.token ? { token: settings.token } : {}),
    });
  }

  /** Checks the secret the Studio wrote before opening the preview (needs SANITY_READ_TOKEN: the secrets are private). */
  async validatePreviewUrl(url: string): Promise<PreviewUrlCheck> {
    const result = await validatePreviewUrl(this.#fresh, url);
    return { isValid: result.isValid, redirectTo: result.isValid ? result.redirectTo : undefined };
  }

  fetch<T = unknown>(query: string, params: QueryParams = {}, options: FetchOptions = {}): Promise<T> {
    const client = options.preview ? this.#preview : this.#published;
    return client.fetch<T>(query, params);
  }

  /**
   * Calls `onChange` for every change of a document the query matches, drafts included (the preview
   * client's token sees them). `visibility: 'query'` waits until the change is visible to queries, so
   * a refetch after the event reads it. After a reconnection events may have been missed: that counts
   * as a change of anything (`*`). Errors of the stream are retried by the client itself.
   */
  listen(query: string, params: QueryParams, onChange: (change: ContentChange) => void): () => void {
    const subscription = this.#preview
      .listen(query, params, {
        includeResult: false,
        visibility: 'query',
        events: ['welcome', 'mutation', 'reconnect'],
      })
      .subscribe({
        next: (event) => {
          if (event.type === 'mutation') onChange({ documentId: event.documentId });
          else if (event.type === 'reconnect') onChange({ documentId: '*' });
        },
        error: (error: unknown) => console.error('content: the Sanity listener stopped', error),
      });
    return () => subscription.unsubscribe();
  }

  /**
   * Every published document of these types, read from the API itself (never the CDN, which may still
   * serve the state before a publish). Remembers the types and each document's `_rev`: the catch-up of
   * `followPublished` compares against them.
   */
  published(types: readonly string[]): Promise<RawDocument[]> {
    this.#types = [...types];
    const read = this.#fresh.fetch<unknown>(PUBLISHED_OF_TYPES, { types: this.#types }).then((result) => {
      const documents = publishedDocuments(result);
      this.#seen = new Map(documents.map((doc) => [doc._id, seenAs(doc)]));
      return documents;
    });
    this.#loading = read.catch(() => undefined);
    return read;
  }

  /**
   * The published state of `ids` now, from the API itself: found ones as upserts, the rest as deletes.
   * Draft and release-version ids are not published documents and are left out of both.
   */
  async changesFor(ids: readonly string[]): Promise<ContentChangeSet> {
    const wanted = [...new Set(ids.filter(isPublishedId))];
    if (wanted.length === 0) return { upserts: [], deletes: [] };
    const upserts = publishedDocuments(await this.#fresh.fetch<unknown>('*[_id in $ids]', { ids: wanted }));
    const found = new Set(upserts.map((doc) => doc._id));
    const deletes = wanted.filter((id) => !found.has(id));
    for (const doc of upserts) this.#seen.set(doc._id, seenAs(doc));
    for (const id of deletes) this.#seen.delete(id);
    return { upserts, deletes };
  }

  /**
   * The catch-up: at once, then every few minutes (webhooks arrive late, out of order, or never), the
   * `_id` and `_rev` of every published document of the types last given to `published()` are compared
   * with the revisions this adapter last saw; the ids that changed, appeared or disappeared are read
   * again with `changesFor` (so a document that vanished from the list only because it was created
   * meanwhile is not taken for a delete) and reported, if any. Nothing runs before `published()` has
   * given the types and the starting revisions. A failed catch-up is logged in one line and tried again
   * at the next tick; ticks never overlap. The timer does not keep the process alive.
   */
  followPublished(onChanges: (changes: ContentChangeSet) => void): () => void {
    let stopped = false;
    let running = false;
    const tick = async () => {
      if (stopped || running) return;
      running = true;
      try {
        const changes = await this.#catchUp();
        if (!stopped && changes && (changes.upserts.length > 0 || changes.deletes.length > 0)) onChanges(changes);
      } catch (error) {
        logFailure(`content: the Sanity catch-up failed; tried again in ${every(this.#catchUpEveryMs)}.`, error);
      } finally {
        running = false;
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), this.#catchUpEveryMs);
    timer.unref();
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }

  /** One catch-up: the change set since the revisions last seen, or undefined before `published()`. */
  async #catchUp(): Promise<ContentChangeSet | undefined> {
    await this.#loading;
    const types = this.#types;
    if (!types) return undefined;
    const listed = revisionList.parse(await this.#fresh.fetch<unknown>(REVISIONS_OF_TYPES, { types }));
    const now = new Map(
      listed.filter((entry) => isPublishedId(entry._id)).map((entry) => [entry._id, entry._rev ?? undefined]),
    );
    const changed = [...now]
      .filter(([id, rev]) => !this.#seen.has(id) || this.#seen.get(id)?.rev !== rev)
      .map(([id]) => id);
    // Only documents of the followed types can be missing from the list; a webhook's refetch may have
    // shown this adapter others (an image asset), which the list never names.
    const followed = new Set(types);
    const gone = [...this.#seen].filter(([id, seen]) => followed.has(seen.type) && !now.has(id)).map(([id]) => id);
    return changed.length + gone.length === 0 ? undefined : this.changesFor([...changed, ...gone]);
  }
}
