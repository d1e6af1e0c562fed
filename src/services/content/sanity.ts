import { createClient, type SanityClient } from '@sanity/client';
import type { RawDocument } from './dataset.ts';
import type { ContentChange, ContentChangeSet, ContentSource, FetchOptions, QueryParams } from './port.ts';

export interface SanitySettings {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** A read token; needed for previewing drafts. */
  token?: string | undefined;
  /** Another API host (a Sanity-compatible server; used by the contract tests). */
  apiHost?: string | undefined;
}

/** Sanity content source: the same GROQ text, run by Sanity's API through @sanity/client. */
export class SanityContentSource implements ContentSource {
  readonly #published: SanityClient;
  readonly #preview: SanityClient;

  constructor(settings: SanitySettings) {
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
      .listen(query, params, { includeResult: false, visibility: 'query', events: ['welcome', 'mutation', 'reconnect'] })
      .subscribe({
        next: (event) => {
          if (event.type === 'mutation') onChange({ documentId: event.documentId });
          else if (event.type === 'reconnect') onChange({ documentId: '*' });
        },
        error: (error: unknown) => console.error('content: the Sanity listener stopped', error),
      });
    return () => subscription.unsubscribe();
  }

  // Filled in by the Sanity publish work (webhook, catch-up): see docs/content-model.md.
  published(types: readonly string[]): Promise<RawDocument[]> {
    return this.#preview.fetch<RawDocument[]>('*[_type in $types && !(_id in path("drafts.**"))]', { types: [...types] }, { perspective: 'published' });
  }

  changesFor(ids: readonly string[]): Promise<ContentChangeSet> {
    return this.#preview
      .fetch<RawDocument[]>('*[_id in $ids]', { ids: [...ids] }, { perspective: 'published' })
      .then((found) => ({ upserts: found, deletes: ids.filter((id) => !found.some((doc) => doc._id === id)) }));
  }

  followPublished(): () => void {
    return () => undefined;
  }
}
