import { resolve } from 'node:path';
import { z } from 'zod';
import { EmbeddedContentSource } from './content/embedded.ts';
import type { ContentSource } from './content/port.ts';
import { SanityContentSource } from './content/sanity.ts';
import type { SearchRecord } from '../features/search/records.ts';
import { AlgoliaSearch, type AlgoliaSettings } from './search/algolia.ts';
import { EmbeddedSearch } from './search/embedded.ts';
import type { SearchPort } from './search/port.ts';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

/** Every environment variable the server reads; documented in .env.example. */
const environmentSchema = z.object({
  CONTENT_DATASET: z.preprocess(emptyToUndefined, z.string().default('content/dataset.ndjson')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('.data')),
  SANITY_PROJECT_ID: optionalText,
  SANITY_DATASET: z.preprocess(emptyToUndefined, z.string().default('production')),
  SANITY_API_VERSION: z.preprocess(emptyToUndefined, z.string().default('2025-02-19')),
  SANITY_READ_TOKEN: optionalText,
  ALGOLIA_APP_ID: optionalText,
  ALGOLIA_SEARCH_KEY: optionalText,
  ALGOLIA_INDEX: optionalText,
  DATABASE_URL: optionalText,
  AUTH_BASE_URL: optionalText,
  AUTH_SECRET: optionalText,
  AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE: optionalText,
  AUTH_RATE_LIMIT_MULTIPLIER: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  /** Also read by the browser bundle at build time; on the server it turns on Firebase ID token checks. */
  PUBLIC_FIREBASE_PROJECT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  HOST: optionalText,
  PORT: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  HUBSPOT_ENABLED: optionalText,
});

export type Environment = z.infer<typeof environmentSchema>;

/** Read and check the environment; a bad value fails with a message naming the variable to set. */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Bad environment, set: ${problems.join('; ')}`);
  }
  return result.data;
}

let environment: Environment | undefined;
let content: ContentSource | undefined;

/** The environment, read once. */
export function getEnvironment(): Environment {
  environment ??= readEnvironment();
  return environment;
}

/** The content adapter: Sanity when SANITY_PROJECT_ID is set, else the embedded NDJSON dataset. */
export function getContentSource(): ContentSource {
  if (content) return content;
  const env = getEnvironment();
  content = env.SANITY_PROJECT_ID
    ? new SanityContentSource({
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        apiVersion: env.SANITY_API_VERSION,
        token: env.SANITY_READ_TOKEN,
      })
    : new EmbeddedContentSource(resolve(env.CONTENT_DATASET));
  return content;
}

/** Where the server writes its data (database, outbox). */
export const dataDirectory = (): string => resolve(getEnvironment().DATA_DIR);

let searchPort: SearchPort | undefined;

/** Algolia's settings when ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY and ALGOLIA_INDEX are all set, else undefined (embedded search). */
export function algoliaSettings(env: Environment = getEnvironment()): AlgoliaSettings | undefined {
  return env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_KEY && env.ALGOLIA_INDEX
    ? { appId: env.ALGOLIA_APP_ID, searchKey: env.ALGOLIA_SEARCH_KEY, indexName: env.ALGOLIA_INDEX }
    : undefined;
}

/**
 * The search adapter: Algolia when ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY and ALGOLIA_INDEX are all set,
 * else the embedded engine over `loadRecords()` (reindexed whenever it returns new records).
 */
export function getSearchPort(loadRecords: () => Promise<readonly SearchRecord[]>): SearchPort {
  if (searchPort) return searchPort;
  const algolia = algoliaSettings();
  searchPort = algolia ? new AlgoliaSearch(algolia) : new EmbeddedSearch(loadRecords);
  return searchPort;
}
