import { sql } from 'drizzle-orm';
import type { Keyring } from './encryption';
import { rowsOf } from './rows';
import type { Database } from './types';

/** How the sealed values of the database stand against a keyring, counted by the key id each names. */
export interface SealedInventory {
  /** Sealed under the current key. */
  current: number;
  /** Sealed under an old key of the ring: they open, and the next reseal moves them to the current key. */
  old: number;
  /** Stored before sealing existed: the next reseal seals them. */
  plain: number;
  /** Sealed under keys the ring lacks, by key id: they do not open. */
  unknown: Record<string, number>;
}

/** Each sealed column, with the rows that count (kept answers past their 24 hours wait for the purge). */
const COLUMNS = [
  sql`select secret as v from webhook_secrets`,
  sql`select secret as v from provider_credentials`,
  sql`select secret as v from calendar_connections where secret is not null`,
  sql`select secret as v from linked_calendars where secret is not null`,
  sql`select response_body as v from idempotency_keys where response_body is not null and expires_at > now()`,
];

/**
 * Counts, without opening anything, which key sealed each stored secret (the key id in `enc:v1:<id>:…`): what doctor
 * judges. A value a known key sealed but that was altered is only found by opening it (`cli secrets reseal`).
 */
export async function sealedInventory(db: Database, ring: Keyring): Promise<SealedInventory> {
  const inventory: SealedInventory = { current: 0, old: 0, plain: 0, unknown: {} };
  for (const column of COLUMNS) {
    const rows = rowsOf<{ key_id: string | null; n: number }>(await db.execute(sql`
      select case when v like 'enc:v1:%' then split_part(v, ':', 3) end as key_id, count(*)::int as n
      from (${column}) c group by 1`));
    for (const { key_id: keyId, n } of rows) {
      if (keyId === null) inventory.plain += n;
      else if (keyId === ring.currentId) inventory.current += n;
      else if (ring.keys.has(keyId)) inventory.old += n;
      else inventory.unknown[keyId] = (inventory.unknown[keyId] ?? 0) + n;
    }
  }
  return inventory;
}
