import { readFileSync, statSync, watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import { queryDocuments } from './groq.ts';
import { perspective, readDataset, readPublished, type RawDocument } from './dataset.ts';
import type { ContentChange, ContentChangeSet, ContentSource, FetchOptions, QueryParams } from './port.ts';

/** Quiet time after the last file event before the dataset is read (an export written in pieces settles first). */
const SETTLE_MS = 60;

interface View {
  documents: RawDocument[];
  byId: Map<string, RawDocument>;
}

/** What identifies one version of the dataset file (an edit changes its modification time or size). */
const stampOf = (path: string): string => {
  try {
    const stat = statSync(path);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
};

/**
 * Embedded content source: an NDJSON dataset held in memory and queried with groq-js.
 * The dataset is read once; references resolve through an id index (groq-js would otherwise scan the
 * whole dataset per `->`), parsed queries and their results are memoised, so a build that asks the
 * same bulk query from many pages pays for it once. Preview reads re-read the file when it changed
 * since, so an editor always sees the dataset as it is on disk; published reads keep what was read.
 */
export class EmbeddedContentSource implements ContentSource {
  readonly #path: string;
  /** Documents given in memory (tests): never re-read from disk. */
  readonly #inMemory: boolean;
  #views = new Map<boolean, View>();
  #previewStamp = '';
  /** Fingerprints of the published documents as last read for `published()` / `followPublished`: what a new read is diffed against. */
  #lastPublished: Map<string, string> | undefined;
  #results = new Map<string, Promise<unknown>>();

  constructor(path: string, documents?: RawDocument[]) {
    this.#path = path;
    this.#inMemory = documents !== undefined;
    if (documents) this.#load(documents);
  }

  #setView(preview: boolean, documents: RawDocument[]): void {
    const view = perspective(documents, preview);
    this.#views.set(preview, { documents: view, byId: new Map(view.map((doc) => [doc._id, doc])) });
    const prefix = preview ? 'p\u0000' : 'l\u0000';
    for (const key of this.#results.keys()) if (key.startsWith(prefix)) this.#results.delete(key);
  }

  #load(documents: RawDocument[]): void {
    this.#setView(false, documents);
    this.#setView(true, documents);
  }

  #view(preview: boolean): View {
    if (this.#views.size === 0) {
      this.#previewStamp = stampOf(this.#path);
      this.#load(readDataset(this.#path));
    }
    if (preview && !this.#inMemory) {
      const stamp = stampOf(this.#path);
      if (stamp !== this.#previewStamp) {
        this.#previewStamp = stamp;
        this.#setView(true, readDataset(this.#path));
      }
    }
    const view = this.#views.get(preview);
    if (!view) throw new Error('content view missing');
    return view;
  }

  fetch<T = unknown>(query: string, params: QueryParams = {}, options: FetchOptions = {}): Promise<T> {
    const preview = options.preview === true;
    let view: View;
    try {
      view = this.#view(preview); // first, so a changed file drops the memoised preview results
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const key = `${preview ? 'p' : 'l'}\u0000${query}\u0000${JSON.stringify(params)}`;
    let result = this.#results.get(key);
    if (!result) {
      result = this.#run(view, query, params);
      this.#results.set(key, result);
      result.catch(() => this.#results.delete(key));
    }
    // Callers get their own copy, so no one can alter a memoised result.
    return result.then((value) => structuredClone(value) as T);
  }

  #run(view: View, query: string, params: QueryParams): Promise<unknown> {
    return queryDocuments(view, query, params);
  }

  /** Reads the file's published documents: all of them, or with `sinceLast` only what changed since the last read. */
  #readPublished(sinceLast: boolean): { upserts: RawDocument[]; deletes: string[] } {
    if (this.#inMemory) return { upserts: this.#views.get(false)?.documents ?? [], deletes: [] };
    const read = readPublished(readFileSync(this.#path), sinceLast ? this.#lastPublished : undefined, this.#path);
    this.#lastPublished = read.fingerprints;
    return read;
  }

  published(types: readonly string[]): Promise<RawDocument[]> {
    try {
      const wanted = new Set(types);
      return Promise.resolve(this.#readPublished(false).upserts.filter((doc) => wanted.has(doc._type)));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  changesFor(ids: readonly string[]): Promise<ContentChangeSet> {
    try {
      const byId = new Map(perspective(readDataset(this.#path), false).map((doc) => [doc._id, doc]));
      const found = ids.flatMap((id) => byId.get(id) ?? []);
      return Promise.resolve({ upserts: found, deletes: ids.filter((id) => !byId.has(id)) });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /**
   * A publish on the embedded adapter is the dataset file changing on disk, best written whole and
   * renamed over the old one as an export is. Each settled change is read and diffed by `_id` (and
   * `_rev` where both versions have one) against the last read. A file that cannot be read (half
   * written, not NDJSON) is logged and skipped: the last good content stays until the next change.
   */
  followPublished(onChanges: (changes: ContentChangeSet) => void): () => void {
    if (this.#inMemory) return () => undefined;
    const file = basename(this.#path);
    let timer: NodeJS.Timeout | undefined;
    const read = () => {
      timer = undefined;
      if (!this.#lastPublished) return;
      let changes: ContentChangeSet;
      try {
        changes = this.#readPublished(true);
      } catch (error) {
        console.error(
          `content: the dataset file could not be read; the last good content is kept. ${error instanceof Error ? error.message : String(error)}`,
        );
        return;
      }
      if (changes.upserts.length > 0 || changes.deletes.length > 0)
        onChanges({ upserts: changes.upserts, deletes: changes.deletes });
    };
    const watcher = watch(dirname(this.#path), (_event, name) => {
      if (name !== null && name !== file) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(read, SETTLE_MS);
    });
    watcher.on('error', (error) => console.error('content: watching the dataset file failed', error));
    if (!this.#lastPublished) {
      try {
        this.#readPublished(false);
      } catch (error) {
        console.error('content: the dataset file could not be read', error);
      }
    }
    return () => {
      if (timer) clearTimeout(timer);
      watcher.close();
    };
  }

  /** Re-read the dataset from disk (tests). */
  reload(): void {
    this.#previewStamp = stampOf(this.#path);
    this.#load(readDataset(this.#path));
  }

  /**
   * Calls `onChange` when the dataset file changes (live preview). The folder is watched rather than
   * the file, so an editor or tool that replaces the file (write to a temporary file, then rename)
   * is seen too. Every document may have changed, so the change names none (`*`).
   */
  listen(_query: string, _params: QueryParams, onChange: (change: ContentChange) => void): () => void {
    const file = basename(this.#path);
    const watcher = watch(dirname(this.#path), (_event, name) => {
      if (name === null || name === file) onChange({ documentId: '*' });
    });
    return () => watcher.close();
  }
}
