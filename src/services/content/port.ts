/** A GROQ query parameter map, as both groq-js and Sanity accept it. */
export type QueryParams = Record<string, unknown>;

export interface FetchOptions {
  /** Read drafts too: a draft wins over its published document. */
  preview?: boolean;
}

/** A change seen by a live listener (preview). */
export interface ContentChange {
  documentId: string;
}

/**
 * The content port: read-only GROQ access to the content documents.
 * Adapters: embedded (NDJSON dataset + groq-js) and Sanity (@sanity/client).
 */
export interface ContentSource {
  /** Run a GROQ query. Published documents only unless `preview`. */
  fetch<T = unknown>(query: string, params?: QueryParams, options?: FetchOptions): Promise<T>;
  /** Listen for document changes (live preview). Returns an unsubscribe function. */
  listen(query: string, params: QueryParams, onChange: (change: ContentChange) => void): () => void;
}
