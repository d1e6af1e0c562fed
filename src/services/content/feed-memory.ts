/**
 * The content feed on the embedded PGlite database. One server process owns a data folder, so
 * every instance there is this process: a publish goes straight to its subscribers, one call at a time
 * and in publish order, and `publish` resolves once they all had it. Nothing is missed, so `onGap` is
 * never called.
 */
import { logFailure } from '../log-failure.ts';
import type { ContentChangeSet, ContentFeed } from './port.ts';

type OnChanges = (changes: ContentChangeSet) => Promise<void>;

/** An in-process {@link ContentFeed}; subscribers receive the published object itself (treat it as read-only). */
export class MemoryContentFeed implements ContentFeed {
  readonly #subscribers = new Set<OnChanges>();
  /** The last delivery queued: the next one starts after it ends, so deliveries never overlap or reorder. */
  #tail: Promise<void> = Promise.resolve();

  publish(changes: ContentChangeSet): Promise<void> {
    if (changes.upserts.length === 0 && changes.deletes.length === 0) return this.#tail;
    const delivery = this.#tail.then(() => this.#deliver(changes));
    this.#tail = delivery;
    return delivery;
  }

  subscribe(onChanges: OnChanges, _onGap: () => Promise<void>): Promise<() => Promise<void>> {
    // A subscription of its own even when the same function subscribes twice.
    const subscriber: OnChanges = (changes) => onChanges(changes);
    this.#subscribers.add(subscriber);
    return Promise.resolve(() => {
      this.#subscribers.delete(subscriber);
      return Promise.resolve();
    });
  }

  /** Never rejects: a subscriber that throws is logged and the others still receive the change set. */
  async #deliver(changes: ContentChangeSet): Promise<void> {
    for (const subscriber of [...this.#subscribers]) {
      if (!this.#subscribers.has(subscriber)) continue;
      try {
        await subscriber(changes);
      } catch (error) {
        logFailure('[content-feed] a subscriber failed on a change set:', error);
      }
    }
  }
}

/**
 * Feeds by data folder, kept on globalThis like the open databases (db/database.server.ts): services
 * rebuilt on the same folder, or a module re-evaluated by `astro dev`, publish to the same subscribers.
 */
const registryKey: unique symbol = Symbol.for('tasman.memoryContentFeeds');
const registryHolder = globalThis as typeof globalThis & { [registryKey]?: Map<string, MemoryContentFeed> };
const feeds = (registryHolder[registryKey] ??= new Map());

/** The one feed of the embedded database in `dataDir` for this process. */
export function memoryContentFeedFor(dataDir: string): MemoryContentFeed {
  let feed = feeds.get(dataDir);
  if (!feed) {
    feed = new MemoryContentFeed();
    feeds.set(dataDir, feed);
  }
  return feed;
}
