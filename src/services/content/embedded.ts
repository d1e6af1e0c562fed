import { watch } from 'node:fs';
import { evaluate, parse, type ExprNode } from 'groq-js';
import { perspective, readDataset, type RawDocument } from './dataset.ts';
import type { ContentChange, ContentSource, FetchOptions, QueryParams } from './port.ts';

interface View {
  documents: RawDocument[];
  byId: Map<string, RawDocument>;
}

/**
 * Embedded content source: an NDJSON dataset held in memory and queried with groq-js.
 * The dataset is read once; references resolve through an id index (groq-js would otherwise scan the
 * whole dataset per `->`), parsed queries and their results are memoised, so a build that asks the
 * same bulk query from many pages pays for it once.
 */
export class EmbeddedContentSource implements ContentSource {
  readonly #path: string;
  #views = new Map<boolean, View>();
  #parsed = new Map<string, ExprNode>();
  #results = new Map<string, Promise<unknown>>();

  constructor(path: string, documents?: RawDocument[]) {
    this.#path = path;
    if (documents) this.#load(documents);
  }

  #load(documents: RawDocument[]): void {
    this.#views = new Map();
    for (const preview of [false, true]) {
      const view = perspective(documents, preview);
      this.#views.set(preview, { documents: view, byId: new Map(view.map((doc) => [doc._id, doc])) });
    }
    this.#results.clear();
  }

  #view(preview: boolean): View {
    if (this.#views.size === 0) this.#load(readDataset(this.#path));
    const view = this.#views.get(preview);
    if (!view) throw new Error('content view missing');
    return view;
  }

  #parse(query: string): ExprNode {
    let tree = this.#parsed.get(query);
    if (!tree) {
      tree = parse(query);
      this.#parsed.set(query, tree);
    }
    return tree;
  }

  fetch<T = unknown>(query: string, params: QueryParams = {}, options: FetchOptions = {}): Promise<T> {
    const preview = options.preview === true;
    const key = `${preview ? 'p' : 'l'}\u0000${query}\u0000${JSON.stringify(params)}`;
    let result = this.#results.get(key);
    if (!result) {
      result = this.#run(query, params, preview);
      this.#results.set(key, result);
      result.catch(() => this.#results.delete(key));
    }
    // Callers get their own copy, so no one can alter a memoised result.
    return result.then((value) => structuredClone(value) as T);
  }

  async #run(query: string, params: QueryParams, preview: boolean): Promise<unknown> {
    const view = this.#view(preview);
    const value = await evaluate(this.#parse(query), {
      dataset: view.documents,
      params,
      dereference: ({ _ref }) => view.byId.get(_ref) ?? null,
    });
    return value.get();
  }

  /** Re-read the dataset from disk (used by live preview and tests). */
  reload(): void {
    this.#load(readDataset(this.#path));
  }

  listen(_query: string, _params: QueryParams, onChange: (change: ContentChange) => void): () => void {
    const watcher = watch(this.#path, () => {
      this.reload();
      onChange({ documentId: '*' });
    });
    return () => watcher.close();
  }
}
