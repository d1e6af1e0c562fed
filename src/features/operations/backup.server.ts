/**
 * GET /api/admin/backup: the embedded database's own dump of its data folder, taken while
 * the server serves (services/db/database.server.ts `dumpEmbeddedDatabase`), as a gzipped tar for
 * `npm run db:restore`. PostgreSQL has its own tools for this: the answer says to use pg_dump.
 */
import { services } from '../../services/config.ts';
import { dumpEmbeddedDatabase } from '../../services/db/database.server.ts';
import { log } from '../../services/operations/log.ts';
import { problem } from '../../lib/http/json-response.ts';

export const PG_DUMP_ADVICE =
  'This server runs on PostgreSQL (DATABASE_URL): back it up with pg_dump --format=custom "$DATABASE_URL" > shop.dump, and restore with pg_restore --dbname="$DATABASE_URL" shop.dump into an empty database (docs/operations.md).';

export async function takeBackup(): Promise<Response> {
  if (services().config.database.kind === 'postgres') return problem(PG_DUMP_ADVICE, 409);
  const started = performance.now();
  const dump = await dumpEmbeddedDatabase(await services().database());
  if (!dump) return problem('The embedded database is not open.', 503);
  log().info(
    { event: 'backup', bytes: dump.size, durationMs: Math.round(performance.now() - started) },
    'database backup taken',
  );
  const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19);
  return new Response(dump.stream(), {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(dump.size),
      'Content-Disposition': `attachment; filename="tasman-pglite-${stamp}.tar.gz"`,
      'Cache-Control': 'no-store',
    },
  });
}
