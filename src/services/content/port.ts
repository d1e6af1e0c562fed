import type { RawDocument } from './dataset.ts';

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
  /** Every published document of these types, read fresh (never from a CDN): what an instance starts from. */
  published(types: readonly string[]): Promise<RawDocument[]>;
  /** The published state of these ids now: the ones found as upserts, the others as deletes (a webhook's refetch). */
  changesFor(ids: readonly string[]): Promise<ContentChangeSet>;
  /**
   * Follow publishes this source can see by itself: the embedded dataset file replaced on disk; Sanity's
   * catch-up query every few minutes (webhooks arrive late, out of order, or never).
   */
  followPublished: FollowPublished;
  /**
   * Whether a URL the Studio's Presentation tool opened carries a preview secret the Studio wrote to
   * the dataset (Sanity's preview-url-secret), and the path it asks for. Sanity only: the embedded
   * dataset has no Studio.
   */
  validatePreviewUrl?: (url: string) => Promise<PreviewUrlCheck>;
}

/** What a Studio-issued preview URL proved. */
export interface PreviewUrlCheck {
  isValid: boolean;
  /** The path the Studio asks to show (validated only when `isValid`). */
  redirectTo: string | undefined;
}

/**
 * A publish, as an instance learns of it: published documents written whole (`upserts`) and ids of
 * published documents removed or unpublished (`deletes`). Drafts never appear here. Applying the same
 * change set twice changes nothing the second time (instances on one PostgreSQL may all report one edit).
 */
export interface ContentChangeSet {
  upserts: RawDocument[];
  deletes: string[];
}

/** Calls `onChanges` for each publish this source sees; returns a function that stops following. */
export type FollowPublished = (onChanges: (changes: ContentChangeSet) => void) => () => void;

/**
 * How publishes of this instance's own content source are seen and spread to every instance
 * (services/content/feed-*.ts): on PostgreSQL the instance that sees a change records it and NOTIFYs,
 * every instance LISTENs and replays what it missed; on the embedded database it runs in-process.
 */
export interface ContentFeed {
  /** Record a change set seen here; every subscriber of every instance (this one included) receives it once. */
  publish(changes: ContentChangeSet): Promise<void>;
  /**
   * Receive every change set in the order recorded, own ones included. `onGap` is called when some
   * may have been missed for good (the feed was cut for longer than it keeps changes): reload everything.
   * Returns a function that stops receiving.
   */
  subscribe(
    onChanges: (changes: ContentChangeSet) => Promise<void>,
    onGap: () => Promise<void>,
  ): Promise<() => Promise<void>>;
}
