/**
 * Which database the server uses, read from the environment (taken as a value), and how it is opened.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { badEnvironment, settingOf, type Environment } from '../environment.ts';
import { once } from '../lazy.ts';
import { ensurePrivateDirectory } from '../private-directory.server.ts';
import { openDatabaseOnce, type Database } from './database.server.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite database under DATA_DIR/db. */
export type DatabaseSettings = { kind: 'postgres'; url: string } | { kind: 'embedded' };

const databaseUrlSchema = z
  .string()
  .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// connection URL');

/**
 * Reads DATABASE_URL; an empty value counts as unset. A value that is not a PostgreSQL URL throws a
 * message naming the variable, rather than falling back to the embedded database unnoticed.
 */
export function databaseSettings(env: Environment): DatabaseSettings {
  const raw = settingOf(env, 'DATABASE_URL')?.trim();
  if (!raw) return { kind: 'embedded' };
  const parsed = databaseUrlSchema.safeParse(raw);
  if (!parsed.success) throw badEnvironment([`DATABASE_URL: ${parsed.error.issues[0]?.message ?? 'invalid'}`]);
  return { kind: 'postgres', url: parsed.data };
}

/** The database of `settings` (the embedded one under `dataDir`/db), opened and migrated once; a failed open is retried. */
export function createDatabase(settings: DatabaseSettings, dataDir: string): () => Promise<Database> {
  return once(() => {
    if (settings.kind === 'postgres') return openDatabaseOnce({ url: settings.url });
    ensurePrivateDirectory(dataDir);
    return openDatabaseOnce({ dataDir: join(dataDir, 'db') });
  });
}
