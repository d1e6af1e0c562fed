/**
 * The content port's settings and adapters: the embedded NDJSON dataset (CONTENT_DATASET), or Sanity
 * when SANITY_PROJECT_ID is set; and the feed a publish reaches every instance through. The Sanity
 * adapter (and @sanity/client) and the PostgreSQL feed (and pg) are imported only when configured.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import type { Database } from '../db/database.server.ts';
import type { DatabaseSettings } from '../db/settings.ts';
import {
  blankToUndefined,
  optionalText,
  parseEnvironment,
  settingsObject,
  textOr,
  type Environment,
} from '../environment.ts';
import { once } from '../lazy.ts';
import { defaultOf } from '../settings-table.ts';
import { logFailure } from '../log-failure.ts';
import { EmbeddedContentSource } from './embedded.ts';
import { memoryContentFeedFor } from './feed-memory.ts';
import type { ContentFeed, ContentSource, FetchOptions, FollowPublished, QueryParams } from './port.ts';
import type { SanitySettings } from './sanity.ts';

/**
 * The embedded dataset, or Sanity; with Sanity, `webhookSecret` (SANITY_WEBHOOK_SECRET) turns on
 * POST /api/content/webhook, the signed GROQ webhook of a publish (404 without it).
 */
export type ContentSettings =
  { kind: 'embedded'; dataset: string } | ({ kind: 'sanity'; webhookSecret: string | undefined } & SanitySettings);

const schema = settingsObject({
  CONTENT_DATASET: textOr(defaultOf('CONTENT_DATASET')),
  SANITY_PROJECT_ID: optionalText,
  SANITY_DATASET: textOr(defaultOf('SANITY_DATASET')),
  SANITY_API_VERSION: textOr(defaultOf('SANITY_API_VERSION')),
  SANITY_READ_TOKEN: optionalText,
  SANITY_API_HOST: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: 'the http(s) origin of a Sanity-compatible API stand-in, e.g. http://127.0.0.1:3333',
      })
      .optional(),
  ),
  SANITY_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .min(16, 'at least 16 characters (a long random string, the same as the Sanity webhook’s secret)')
      .optional(),
  ),
});

/** Reads CONTENT_DATASET and the SANITY_* variables; a bad value throws `Bad environment, set: VAR: why`. */
export function contentSettings(env: Environment): ContentSettings {
  const values = parseEnvironment(schema, env);
  if (!values.SANITY_PROJECT_ID) return { kind: 'embedded', dataset: resolve(values.CONTENT_DATASET) };
  return {
    kind: 'sanity',
    projectId: values.SANITY_PROJECT_ID,
    dataset: values.SANITY_DATASET,
    apiVersion: values.SANITY_API_VERSION,
    token: values.SANITY_READ_TOKEN,
    apiHost: values.SANITY_API_HOST?.replace(/\/+$/, ''),
    webhookSecret: values.SANITY_WEBHOOK_SECRET,
  };
}

/** Subscribes once `ready` resolves; the returned stop works before that too. */
function subscribeWhenReady<T>(ready: () => Promise<T>, subscribe: (loaded: T) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  ready().then(
    (loaded) => {
      if (!stopped) stop = subscribe(loaded);
    },
    (error: unknown) => logFailure('content: the Sanity adapter could not be loaded', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** The content source of `settings`. */
export function createContentSource(settings: ContentSettings): ContentSource {
  if (settings.kind === 'embedded') return new EmbeddedContentSource(settings.dataset);
  const sanity = once(async () => new (await import('./sanity.ts')).SanityContentSource(settings));
  const followPublished: FollowPublished = (onChanges) =>
    subscribeWhenReady(sanity, (source) => source.followPublished(onChanges));
  return {
    async fetch<T>(query: string, params?: QueryParams, options?: FetchOptions): Promise<T> {
      return (await sanity()).fetch<T>(query, params, options);
    },
    listen: (query, params, onChange) => subscribeWhenReady(sanity, (source) => source.listen(query, params, onChange)),
    published: async (types) => (await sanity()).published(types),
    changesFor: async (ids) => (await sanity()).changesFor(ids),
    followPublished,
    validatePreviewUrl: async (url) => (await sanity()).validatePreviewUrl(url),
  };
}

/**
 * How a publish reaches every instance: NOTIFY on PostgreSQL (DATABASE_URL), else in-process (the
 * embedded database has one server process per data folder).
 */
export function createContentFeed(
  database: DatabaseSettings,
  embeddedDir: string,
  open: () => Promise<Database>,
): ContentFeed {
  if (database.kind === 'embedded') return memoryContentFeedFor(embeddedDir);
  const feed = once(
    async () => new (await import('./feed-postgres.ts')).PostgresContentFeed({ url: database.url, database: open }),
  );
  return {
    publish: async (changes) => (await feed()).publish(changes),
    subscribe: async (onChanges, onGap) => (await feed()).subscribe(onChanges, onGap),
  };
}
