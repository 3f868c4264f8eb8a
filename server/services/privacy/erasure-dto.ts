import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { erasures } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { notFound } from '../../errors';
import { toIso } from '../../lib/time';
import type { ErasureDto } from './schema';

export type ErasureRow = typeof erasures.$inferSelect;

export const toErasureDto = (r: ErasureRow): ErasureDto => ({
  id: r.id,
  status: r.status,
  contact_id: r.contactId,
  created_at: toIso(r.createdAt),
  finished_at: r.finishedAt ? toIso(r.finishedAt) : null,
  receipt: r.receipt ?? null,
});

/** GET /api/v1/erasures/{id}: the account's erasure (another account's id is 404 not_found). */
export async function getErasure(db: DbOrTx, actor: Actor, id: number): Promise<{ erasure: ErasureDto }> {
  const [row] = await db.select().from(erasures).where(and(eq(erasures.id, id), eq(erasures.accountId, actor.accountId)));
  if (!row) throw notFound(`Erasure ${id}`);
  return { erasure: toErasureDto(row) };
}

/** The erasure of a contact, if one was asked for (the contact page shows its progress). */
export async function findErasureOfContact(db: DbOrTx, actor: Actor, contactId: number): Promise<ErasureDto | null> {
  const [row] = await db.select().from(erasures).where(and(eq(erasures.accountId, actor.accountId), eq(erasures.contactId, contactId)));
  return row ? toErasureDto(row) : null;
}
