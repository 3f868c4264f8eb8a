import { and, eq } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { contactPhoneNumbers, doNotCallHashes, erasures } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { AppError } from '../../errors';
import { enqueueJob } from '../../outbox/jobs';
import { recordAudit } from '../audit/log';
import { addDoNotCallForAccount, changeByActor } from '../compliance/do-not-call';
import { numberHashOf } from '../compliance/number-hash';
import { getVisibleContactOrThrow } from '../contacts/access';
import { toErasureDto, type ErasureRow } from './erasure-dto';
import { contactErasureKind } from './erasure-kind';
import type { ErasureDto } from './schema';

/**
 * Only the account's owners and admins erase a person: it cannot be undone, whatever permissions a member's key carries.
 */
export function requireErasureManager(actor: Actor): void {
  if (!isAccountAdmin(actor)) throw new AppError('permission_denied', 'Only the account owners and admins can erase a contact.');
}

/**
 * POST /api/v1/contacts/{id}/erase: asks for the erasure of a contact and everything stored about them, carried out by
 * a durable job (run-erasure.ts). In the asking transaction the person's numbers go on the do-not-call list, plainly
 * (so their waiting calls end and their consents are revoked now, as for any opt-out) and as keyed hashes (which
 * outlive the erasure), so nobody calls them from this moment on. Asking again, even after it is done, answers the
 * same erasure.
 */
export async function requestErasure(db: DbOrTx, actor: Actor, contactId: number): Promise<{ erasure: ErasureDto }> {
  requireErasureManager(actor);
  return db.transaction(async (tx) => {
    const asked = await findErasureRow(tx, actor.accountId, contactId);
    if (asked) return { erasure: toErasureDto(asked) };
    const contact = await getVisibleContactOrThrow(tx, actor, contactId, { lock: true });
    const [row] = await tx.insert(erasures)
      .values({ accountId: actor.accountId, contactId: contact.id, requestedByUserId: actor.userId, requestedByApiKeyId: actor.apiKeyId })
      .onConflictDoNothing()
      .returning();
    // A concurrent request for the same contact inserted first: answer its erasure.
    if (!row) return { erasure: toErasureDto((await findErasureRow(tx, actor.accountId, contactId))!) };
    await listNumbersOf(tx, actor, contact.id, row.id);
    await enqueueJob(tx, contactErasureKind, { erasure_id: row.id });
    await recordAudit(tx, actor.accountId, actor, {
      action: 'contact.erasure_requested', subjectType: 'contact', subjectId: contact.id, details: { erasure_id: row.id },
    });
    return { erasure: toErasureDto(row) };
  });
}

async function findErasureRow(tx: Tx, accountId: number, contactId: number): Promise<ErasureRow | undefined> {
  const [row] = await tx.select().from(erasures).where(and(eq(erasures.accountId, accountId), eq(erasures.contactId, contactId)));
  return row;
}

async function listNumbersOf(tx: Tx, actor: Actor, contactId: number, erasureId: number): Promise<void> {
  const numbers = await tx.select({ n: contactPhoneNumbers.phoneNumber }).from(contactPhoneNumbers).where(eq(contactPhoneNumbers.contactId, contactId));
  for (const { n } of numbers) {
    await addDoNotCallForAccount(tx, actor.accountId, { number: n, reason: `erasure ${erasureId}` }, changeByActor(actor));
    const { hash, keyId } = numberHashOf(n);
    await tx.insert(doNotCallHashes).values({ accountId: actor.accountId, numberHash: hash, keyId, erasureId }).onConflictDoNothing();
  }
}
