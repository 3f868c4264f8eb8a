import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * What the database holds, cheaply: per table its row count and the newest row version (xmin). The counters
 * of the rate limiter and the keys' last use are written by any request and left out.
 */
export async function databaseFingerprint(): Promise<string> {
  const db = await getDb();
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('rate_limit_counters', 'api_keys') order by 1`),
  ).map((t) => t.name);
  const parts = tables.map((t) => sql`select ${t}::text || ':' || count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as f from ${sql.identifier(t)}`);
  const rows = rowsOf<{ f: string }>(await db.execute(sql.join(parts, sql` union all `)));
  return rows.map((r) => r.f).join(' ');
}
