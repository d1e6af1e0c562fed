/**
 * The content feed on PostgreSQL: instances on one database share publishes through the
 * content_changes table and NOTIFY. `publish` records the change set (split into rows of bounded size)
 * and notifies in one transaction, through the site's pool; each subscription LISTENs on a dedicated
 * connection of its own (feed-postgres-listener.ts), since a pooled connection is handed to others
 * between queries and would miss notifications.
 */
import { recordContentChanges } from '../db/content-changes.ts';
import type { Database } from '../db/database.server.ts';
import { ContentChangesListener, type FeedLog } from './feed-postgres-listener.ts';
import type { ContentChangeSet, ContentFeed } from './port.ts';

/** Most documents (and deleted ids) one row holds. */
export const ROW_ITEMS = 500;
/** About the most bytes of JSON one row holds; a single larger document gets a row of its own. */
export const ROW_BYTES = 4_000_000;

/** Splits a change set into parts of at most `items` entries and about `bytes` of JSON, keeping its order. */
export function splitChangeSet(
  changes: ContentChangeSet,
  limits = { items: ROW_ITEMS, bytes: ROW_BYTES },
): ContentChangeSet[] {
  const parts: ContentChangeSet[] = [];
  let part: ContentChangeSet = { upserts: [], deletes: [] };
  let items = 0;
  let bytes = 0;
  const add = (size: number, put: (into: ContentChangeSet) => void) => {
    if (items > 0 && (items + 1 > limits.items || bytes + size > limits.bytes)) {
      parts.push(part);
      part = { upserts: [], deletes: [] };
      items = 0;
      bytes = 0;
    }
    put(part);
    items += 1;
    bytes += size;
  };
  for (const document of changes.upserts)
    add(Buffer.byteLength(JSON.stringify(document)), (into) => into.upserts.push(document));
  for (const id of changes.deletes) add(Buffer.byteLength(id) + 3, (into) => into.deletes.push(id));
  if (items > 0) parts.push(part);
  return parts;
}

/** Where the feed's database is and how it behaves; the optional ones are for tests and operators. */
export interface PostgresFeedOptions {
  /** The PostgreSQL URL (DATABASE_URL): each subscription opens its own connection to it. */
  url: string;
  /** The site's database (services().database()): opened and migrated, so the table exists. */
  database: () => Promise<Database>;
  /** application_name of the listening connections (pg_stat_activity). */
  applicationName?: string | undefined;
  /** How often a subscription looks for rows whose NOTIFY it missed; 30 s by default. */
  pollMs?: number | undefined;
  log?: FeedLog | undefined;
}

/** A {@link ContentFeed} shared by every instance on one PostgreSQL database. */
export class PostgresContentFeed implements ContentFeed {
  readonly #options: PostgresFeedOptions;

  constructor(options: PostgresFeedOptions) {
    this.#options = options;
  }

  /** Resolves once the change set is committed and notified; subscribers (this instance's too) receive it afterwards. */
  async publish(changes: ContentChangeSet): Promise<void> {
    const parts = splitChangeSet(changes);
    if (parts.length === 0) return;
    await recordContentChanges(await this.#options.database(), parts);
  }

  /**
   * Resolves once listening, with the newest recorded change as the starting point; rejects when
   * PostgreSQL cannot be reached. A part of a split change set is delivered as a change set of its own.
   */
  async subscribe(
    onChanges: (changes: ContentChangeSet) => Promise<void>,
    onGap: () => Promise<void>,
  ): Promise<() => Promise<void>> {
    await this.#options.database();
    const listener = new ContentChangesListener({
      url: this.#options.url,
      applicationName: this.#options.applicationName ?? 'tasman-content-feed',
      pollMs: this.#options.pollMs ?? 30_000,
      log: this.#options.log ?? { warn: (line) => console.warn(line), error: (line) => console.error(line) },
      onChanges,
      onGap,
    });
    await listener.start();
    return () => listener.close();
  }
}
