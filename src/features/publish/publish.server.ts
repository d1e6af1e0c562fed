/**
 * The one invalidation path of a publish. Whatever saw it (the embedded dataset file
 * replaced, a signed Sanity webhook, Sanity's catch-up query) hands the change set to
 * `publishContentChanges`: this instance applies it at once, the content feed spreads it to every other
 * instance (PostgreSQL NOTIFY, or in-process on the embedded database), and each one patches its copy
 * of the content, drops the pages tagged with what changed (the search records follow the new copy).
 * A hosted search index (Algolia) is not fed by any instance's copy: the instance that saw the publish
 * writes the records it changed there (ALGOLIA_WRITE_KEY).
 */
import { services } from '../../services/config.ts';
import type { ContentChangeSet } from '../../services/content/port.ts';
import { logFailure } from '../../services/log-failure.ts';
import { purgeRequest } from '../page-cache/purge-request.ts';
import { pageCache } from '../page-cache/serve.server.ts';
import { pathTag, ROUTES_TAG } from '../page-cache/tags.ts';
import { routesOf } from '../content/site-routes.server.ts';
import { documentIdOf } from '../content/site-routes.ts';
import { searchRecordChanges } from '../search/record-changes.ts';
import { buildSearchRecords } from '../search/records.ts';
import type { SiteContent } from '../content/site-content.ts';
import { applyToPublished, changesSinceCopy, getSiteContent } from '../content/site-content.server.ts';
import { log } from '../../services/operations/log.ts';
import { timedPhase } from '../../services/operations/startup.ts';

/** Document types whose change can move every route (region prefixes). */
const ROUTE_WIDE_TYPES = new Set(['region', 'globalised']);

/**
 * Tags of the paths a publish added, removed or gave to another document. A route depends on its own
 * document (and the regions), so only the routes of changed documents are compared, unless a region
 * changed: a path given to another document is a path that document, itself changed, now claims.
 */
function changedPaths(
  before: SiteContent,
  after: SiteContent,
  changedIds: ReadonlySet<string>,
  changedTypes: readonly string[],
): string[] {
  const old = routesOf(before);
  const next = routesOf(after);
  const paths = new Set<string>();
  for (const path of old.knownPaths) if (!next.knownPaths.has(path)) paths.add(path);
  for (const path of next.knownPaths) if (!old.knownPaths.has(path)) paths.add(path);
  const everyRoute = changedTypes.some((type) => ROUTE_WIDE_TYPES.has(type));
  for (const [path, route] of next.byPath) {
    const id = documentIdOf(route);
    if (!everyRoute && (id === undefined || !changedIds.has(id))) continue;
    const was = old.byPath.get(path);
    if (was && JSON.stringify(was) !== JSON.stringify(route)) paths.add(path);
  }
  return [...paths].map(pathTag);
}

/** What applying a publish here did: the content before and after it, and the page tags it dropped. */
interface AppliedHere {
  before: SiteContent;
  after: SiteContent;
  tags: string[];
}

/** Applies a change set to this instance's copy and drops the pages it touched; undefined when it changed nothing. */
async function applyHere(changes: ContentChangeSet): Promise<AppliedHere | undefined> {
  const applied = await applyToPublished(changes);
  if (!applied) return undefined;
  const paths = changedPaths(applied.before, applied.after, new Set(applied.changedIds), applied.changedTypes);
  const tags = [...applied.tags, ...paths, ...(paths.length > 0 ? [ROUTES_TAG] : [])];
  const dropped = pageCache().invalidate(tags);
  const named = applied.changedIds.slice(0, 5).join(', ') + (applied.changedIds.length > 5 ? ', …' : '');
  log().info(
    { event: 'publish', documents: applied.changedIds.length, pagesDropped: dropped },
    `content: published ${applied.changedIds.length} document(s) (${named}); ${dropped} kept page(s) to render again`,
  );
  return { before: applied.before, after: applied.after, tags };
}

/** The hosted index's writes, one publish after another, so an older version of a record never lands after a newer one. */
let searchWrites: Promise<void> = Promise.resolve();

/**
 * Saves and deletes in the hosted search index the records a publish changed. Both sides are built for
 * one moment, so a price judged across a promo boundary is not taken for a change. Queued before its
 * first await: publishes are applied in order, and so their writes are queued in order.
 */
async function updateSearchIndex(before: SiteContent, after: SiteContent): Promise<void> {
  const writer = services().searchWriter();
  if (!writer) return;
  const now = new Date();
  const changes = searchRecordChanges(
    buildSearchRecords(before, routesOf(before).routes, now),
    buildSearchRecords(after, routesOf(after).routes, now),
  );
  const write = searchWrites.then(() => writer.apply(changes));
  searchWrites = write.catch(() => undefined);
  await write;
}

/**
 * Tells the CDN to drop the pages a publish changed (CDN_PURGE_URL, CDN_PURGE_STYLE). Every instance
 * sends it once it has applied the publish, not only the one that saw it: a cache's fetch after the
 * first purge may reach an instance that has not applied it yet and keep its old page, and the last
 * instance's purge turns that page stale again (docs/deployment.md, "The purge path").
 */
async function purgeCdn(tags: readonly string[]): Promise<void> {
  const purge = services().config.pageCache.purge;
  if (!purge) return;
  const { method, headers, body } = purgeRequest(purge.style, purge.token, tags);
  const response = await fetch(purge.url, { method, headers, body, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`the CDN purge answered ${response.status}`);
}

/** Records a publish seen by this instance: applied here at once, then spread to every other instance. */
export async function publishContentChanges(changes: ContentChangeSet): Promise<void> {
  const applied = await applyHere(changes);
  // Started at once (its place in the queue is the publish's), awaited last; it never fails the publish.
  const indexed = applied
    ? updateSearchIndex(applied.before, applied.after).catch((error: unknown) =>
        logFailure('content: the search index update of a publish failed', error),
      )
    : undefined;
  await services().contentFeed().publish(changes);
  const tags = applied?.tags ?? [];
  if (tags.length > 0)
    await purgeCdn(tags).catch((error: unknown) => logFailure('content: the CDN purge of a publish failed', error));
  await indexed;
}

let started: Promise<void> | undefined;

/**
 * Loads the published content and follows every publish from then on: the feed (every instance's
 * publishes, replayed after a lost connection; a gap reloads the whole content) and this instance's own
 * content source. Called once by the readiness check (GET /api/health), before the server listens.
 */
export function startContentSync(): Promise<void> {
  if (!started) {
    const starting = (async () => {
      await timedPhase('contentFeed', () =>
        services()
          .contentFeed()
          .subscribe(
            async (changes) => {
              const applied = await applyHere(changes);
              if (applied && applied.tags.length > 0)
                await purgeCdn(applied.tags).catch((error: unknown) =>
                  logFailure('content: the CDN purge of a publish failed', error),
                );
            },
            async () => {
              await applyHere(await changesSinceCopy());
            },
          ),
      );
      await timedPhase('content', () => getSiteContent());
      services()
        .content()
        .followPublished((changes) => {
          publishContentChanges(changes).catch((error: unknown) =>
            logFailure('content: a publish could not be applied', error),
          );
        });
    })();
    started = starting;
    starting.catch(() => {
      if (started === starting) started = undefined;
    });
  }
  return started;
}
