/**
 * Which database the server uses, read from the environment. Pure (takes the environment as a value)
 * so it can move into services/config.ts beside the other settings.
 */
import { z } from 'zod';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite database under DATA_DIR/db. */
export type DatabaseSettings = { kind: 'postgres'; url: string } | { kind: 'embedded' };

const databaseUrlSchema = z
  .string()
  .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// connection URL');

/**
 * Reads DATABASE_URL; an empty value counts as unset. A value that is not a PostgreSQL URL throws a
 * message naming the variable, rather than falling back to the embedded database unnoticed.
 */
export function databaseSettings(env: Readonly<Record<string, string | undefined>>): DatabaseSettings {
  const raw = env['DATABASE_URL']?.trim();
  if (!raw) return { kind: 'embedded' };
  const parsed = databaseUrlSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Bad environment, set: DATABASE_URL: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return { kind: 'postgres', url: parsed.data };
}
