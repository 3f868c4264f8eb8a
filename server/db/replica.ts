import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { config } from '../config';
import { logger } from '../logger';
import * as schema from './schema';
import type { Database } from './types';

/**
 * Reads on a streaming replica (DATABASE_URL_REPLICA), with read-your-writes. After a write, the writing key or
 * user records the primary's WAL position (`fenceWrite`); a read that may go to the replica (`readerFor`) goes there
 * only when the replica has replayed past its reader's fence, else to the primary. A replica that does not answer
 * sends reads to the primary for a few seconds before it is tried again, so a stopped replica costs no request an
 * error. Whatever is read on the replica is read-only: only reads (lists, analytics, usage, exports) are routed.
 */

/** How long a replica that failed to answer is left alone. */
const DOWN_FOR_MS = 5_000;

interface Replica {
  url: string;
  client: postgres.Sql;
  db: Database;
  downUntil: number;
}
let replica: Replica | null = null;

export const replicaConfigured = (): boolean => Boolean(config.DATABASE_URL_REPLICA);

function replicaHandle(): Replica | null {
  const url = config.DATABASE_URL_REPLICA;
  if (!url) return null;
  if (replica?.url !== url) {
    void replica?.client.end({ timeout: 1 });
    // Short connects: a replica away must not hold a read longer than the primary would take.
    const client = postgres(url, { max: config.DATABASE_REPLICA_POOL_MAX, prepare: false, connect_timeout: 2, onnotice: () => {} });
    replica = { url, client, db: drizzlePostgres(client, { schema }) as unknown as Database, downUntil: 0 };
  }
  return replica;
}

/** Records, after a write of `principal` (`key:<id>` or `user:<id>`), the WAL position its next reads must see. */
export async function fenceWrite(primary: Database, principal: string): Promise<void> {
  if (!replicaConfigured()) return;
  await primary.execute(sql`
    insert into read_fences (principal, lsn, updated_at) values (${principal}, pg_current_wal_lsn()::text, now())
    on conflict (principal) do update set lsn = excluded.lsn, updated_at = excluded.updated_at`);
}

/** Where `principal`'s read goes: the replica when it answers and has replayed its last write, else the primary. */
export async function readerFor(primary: Database, principal: string): Promise<Database> {
  const r = replicaHandle();
  if (!r || Date.now() < r.downUntil) return primary;
  const [fence] = (await primary.execute(sql`select lsn from read_fences where principal = ${principal}`)) as unknown as { lsn: string }[];
  try {
    const [row] = (await r.db.execute(sql`
      select case when pg_is_in_recovery() then coalesce(pg_last_wal_replay_lsn() >= ${fence?.lsn ?? '0/0'}::pg_lsn, false) else true end as caught_up`)) as unknown as { caught_up: boolean }[];
    return row.caught_up ? r.db : primary;
  } catch (err) {
    r.downUntil = Date.now() + DOWN_FOR_MS;
    logger.warn(`the read replica does not answer; reading from the primary for ${DOWN_FOR_MS / 1000} s`, { reason: (err as Error).message });
    return primary;
  }
}

/** How far the replica is behind the primary (doctor): WAL bytes not yet replayed, and the replay's age. */
export async function replicaLag(primary: Database): Promise<{ bytes: number; seconds: number | null } | { error: string } | null> {
  const r = replicaHandle();
  if (!r) return null;
  try {
    const [p] = (await primary.execute(sql`select pg_current_wal_lsn()::text as lsn`)) as unknown as { lsn: string }[];
    const [row] = (await r.db.execute(sql`
      select pg_is_in_recovery() as standby, pg_wal_lsn_diff(${p.lsn}::pg_lsn, pg_last_wal_replay_lsn())::float8 as bytes,
        case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
          else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 end as seconds`)) as unknown as { standby: boolean; bytes: number | null; seconds: number | null }[];
    if (!row.standby) return { error: 'DATABASE_URL_REPLICA is not a standby (pg_is_in_recovery() is false)' };
    return { bytes: Math.max(0, Number(row.bytes ?? 0)), seconds: row.seconds === null ? null : Number(row.seconds) };
  } catch (err) {
    return { error: (err as Error).message };
  }
}

/** Closes the replica's connections (shutdown, tests). */
export async function closeReplica(): Promise<void> {
  const r = replica;
  replica = null;
  await r?.client.end({ timeout: 1 });
}
