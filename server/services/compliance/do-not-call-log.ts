import { count, desc, eq, sql } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { doNotCallChanges, users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, parseOrThrow } from '../../errors';
import { pagedSelect } from '../../lib/pagination';
import { toIso } from '../../lib/time';
import { pageInput, type PageInput } from '../../lib/pagination';
import type { DoNotCallChangeDto } from './do-not-call-schema';

/**
 * Who made a change: a user through a key (`api`) or a session (`dashboard`), the operator's CLI, or the callee
 * themselves during a call (`call`, with that call's public id).
 */
export interface DoNotCallChangeBy {
  source: 'api' | 'dashboard' | 'operator' | 'call' | 'text' | 'crm';
  userId?: number | null;
  apiKeyId?: number | null;
  callId?: string | null;
}

/**
 * Writes one line of the account's do-not-call change log in the caller's transaction, so a change and its
 * record commit together. The user's email is copied: the line must still say who it was after they leave.
 */
export async function recordDoNotCallChange(
  tx: DbOrTx,
  accountId: number,
  change: { number: string; action: 'added' | 'removed'; reason: string | null },
  by: DoNotCallChangeBy,
): Promise<void> {
  const userId = by.userId ?? null;
  await tx.insert(doNotCallChanges).values({
    accountId,
    number: change.number,
    action: change.action,
    reason: change.reason,
    userId,
    userEmail: userId === null ? null : sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`,
    apiKeyId: by.apiKeyId ?? null,
    source: by.source,
    callId: by.callId ?? null,
  });
}

type ChangeRow = typeof doNotCallChanges.$inferSelect;
const toChangeDto = (r: ChangeRow): DoNotCallChangeDto => ({
  id: r.id,
  number: r.number,
  action: r.action,
  reason: r.reason,
  user_id: r.userId,
  user_email: r.userEmail,
  api_key_id: r.apiKeyId,
  source: r.source,
  call_id: r.callId,
  created_at: toIso(r.createdAt),
});

/** The account's change log, newest first; owners and admins only, like removals. */
export async function listDoNotCallChanges(db: DbOrTx, actor: Actor, input: PageInput = {}) {
  if (!isAccountAdmin(actor)) {
    throw new AppError('permission_denied', 'Only the account owners and admins can read the do-not-call change log.');
  }
  const { page, limit } = parseOrThrow(pageInput, input);
  const where = eq(doNotCallChanges.accountId, actor.accountId);
  return pagedSelect({
    key: 'changes',
    page,
    limit,
    count: async () => (await db.select({ n: count() }).from(doNotCallChanges).where(where))[0].n,
    rows: async (limit, offset) =>
      (await db.select().from(doNotCallChanges).where(where).orderBy(desc(doNotCallChanges.id)).limit(limit).offset(offset)).map(toChangeDto),
  });
}
