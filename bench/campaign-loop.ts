import { sql } from 'drizzle-orm';
import { rowsOf } from '../server/db/rows';
import type { Database } from '../server/db/types';

/** The dispatch's job kinds: a campaign's pass (which dials what it placed at once) and a call's own dial. */
export const DISPATCH_KINDS = ['campaigns.tick', 'calls.start'];

/**
 * How long a bench worker loop may sleep: until its next job is due, at most `pollMs` (the embedded worker's poll
 * interval, which a busy campaign's short simulated steps would otherwise wait out).
 */
export async function msUntilDue(db: Database, filter: { kinds?: string[]; skipKinds?: string[] }, pollMs: number): Promise<number> {
  const kinds = filter.kinds ? sql`and kind = any(${`{${filter.kinds.join(',')}}`}::text[])`
    : filter.skipKinds ? sql`and kind <> all(${`{${filter.skipKinds.join(',')}}`}::text[])` : sql``;
  const [row] = rowsOf<{ ms: number | null }>(await db.execute(sql`
    select extract(epoch from min(run_at) - now()) * 1000 as ms from jobs where done_at is null and (locked_until is null or locked_until < now()) ${kinds}`));
  const ms = row?.ms === null || row?.ms === undefined ? pollMs : Number(row.ms);
  return Math.min(pollMs, Math.max(1, Math.ceil(ms)));
}
