/**
 * Algolia adapter of the search index writer: the records a publish changed are saved and the gone ones
 * deleted in Algolia's index (ALGOLIA_APP_ID, ALGOLIA_INDEX), with ALGOLIA_WRITE_KEY, a key whose ACL
 * is only addObject and deleteObject. Never the admin key: the server holds this key, and a key that
 * leaks from it should not be able to change settings, clear the index or read other indexes.
 * `npm run search:sync` (admin key, replaceAllObjects) stays the way to fill or repair the whole index.
 */
import type { Algoliasearch } from 'algoliasearch';
import type { SearchIndexWriter, SearchRecordWrites } from './port.ts';

/** Where and with which key the writer writes. */
export interface AlgoliaWriterSettings {
  appId: string;
  /** ALGOLIA_WRITE_KEY: ACL addObject and deleteObject on the index, nothing more. */
  writeKey: string;
  indexName: string;
}

/** An Algolia API host as algoliasearch takes it. */
export interface AlgoliaHost {
  url: string;
  protocol: 'http' | 'https';
  accept: 'read' | 'write' | 'readWrite';
}

/** Options for tests only: production always talks to Algolia's own hosts for the app id. */
export interface AlgoliaWriterOptions {
  /** Hosts in place of Algolia's (a local stand-in of its API, e.g. `{ url: '127.0.0.1:4000', protocol: 'http', accept: 'readWrite' }`). */
  hosts?: readonly AlgoliaHost[];
}

/** Records per batch request: Algolia's advice for batches, and the client's own default. */
const BATCH_SIZE = 1_000;

/** Writes record changes to an Algolia index through the full algoliasearch client. */
export class AlgoliaIndexWriter implements SearchIndexWriter {
  readonly #settings: AlgoliaWriterSettings;
  readonly #hosts: AlgoliaHost[] | undefined;
  #client: Promise<Algoliasearch> | undefined;

  constructor(settings: AlgoliaWriterSettings, options: AlgoliaWriterOptions = {}) {
    this.#settings = settings;
    this.#hosts = options.hosts ? [...options.hosts] : undefined;
  }

  /** The client, imported on the first publish: the full client takes ~0.3 s to load, which start-up need not pay. */
  #clientOnce(): Promise<Algoliasearch> {
    this.#client ??= import('algoliasearch').then(({ algoliasearch }) =>
      algoliasearch(this.#settings.appId, this.#settings.writeKey, {
        // A publish (a webhook's answer) waits for these writes: a slow Algolia must not hold it long.
        timeouts: { connect: 1_000, read: 2_000, write: 10_000 },
        ...(this.#hosts ? { hosts: this.#hosts } : {}),
      }),
    );
    return this.#client;
  }

  /**
   * Saves then deletes, in batches of 1,000, without waiting for Algolia's indexing tasks (the index
   * is searchable a moment later; nothing here reads it back). Rejects when Algolia refuses a batch.
   */
  async apply(changes: SearchRecordWrites): Promise<void> {
    if (changes.save.length === 0 && changes.delete.length === 0) return;
    const client = await this.#clientOnce();
    const indexName = this.#settings.indexName;
    if (changes.save.length > 0) {
      await client.saveObjects({
        indexName,
        objects: changes.save.map((record) => ({ ...record })),
        batchSize: BATCH_SIZE,
      });
    }
    if (changes.delete.length > 0) {
      await client.deleteObjects({ indexName, objectIDs: [...changes.delete], batchSize: BATCH_SIZE });
    }
  }
}
