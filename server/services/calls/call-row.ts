import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calls } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

export type CallRow = typeof calls.$inferSelect;

/** A new call's public id (`call_…`). */
export const newCallId = () => `call_${randomBytes(12).toString('hex')}`;

/**
 * A call by database id, or undefined when there is none; with `lock`, holds it until the transaction ends (one
 * transition at a time).
 */
export async function findCall(db: DbOrTx, id: number, opts: { lock?: boolean } = {}): Promise<CallRow | undefined> {
  const q = db.select().from(calls).where(eq(calls.id, id));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}
