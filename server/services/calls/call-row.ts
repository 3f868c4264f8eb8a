import { eq } from 'drizzle-orm';
import { calls } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

export type CallRow = typeof calls.$inferSelect;

/** Reads a call by database id; with `lock`, holds it until the transaction ends (one transition at a time). */
export async function loadCall(db: DbOrTx, id: number, opts: { lock?: boolean } = {}): Promise<CallRow | undefined> {
  const q = db.select().from(calls).where(eq(calls.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}
