import { and, count, desc, eq } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { doNotCallNumbers } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/errors';
import type { DbOrTx, Tx } from '../../db/types';
import { AppError, notFound, parseOrThrow } from '../../errors';
import { toIso } from '../../lib/time';
import { normalizePhone } from '../../lib/phone';
import { recordDoNotCallChange, type DoNotCallChangeBy } from './do-not-call-log';
import { lockOptOut, revokeAllConsents } from '../consents/revoke-all';
import { pagedSelect, pageInput, type PageInput } from '../../lib/pagination';
import {
  addDoNotCallInput, removeDoNotCallInput, type AddDoNotCallInput, type DoNotCallEntryDto, type RemoveDoNotCallInput,
} from './do-not-call-schema';

export { isDoNotCall } from './do-not-call-rule';

type DncRow = typeof doNotCallNumbers.$inferSelect;

const toDto = (r: DncRow): DoNotCallEntryDto => ({ id: r.id, number: r.number, reason: r.reason, created_at: toIso(r.createdAt) });

export const invalidPhoneNumber = (input: unknown) =>
  new AppError('invalid_phone_number', `"${String(input)}" is not a valid phone number. Use E.164, such as +14155550123.`);

/** E.164 or 400 invalid_phone_number; national numbers are read as US numbers. */
export function requirePhone(input: string): string {
  const e164 = normalizePhone(input, 'US');
  if (!e164) throw invalidPhoneNumber(input);
  return e164;
}

/**
 * Adds a number to the account's list; adding a listed number again keeps the first entry (and logs nothing). Either
 * way it is an opt-out: in the same transaction every active consent of the number is revoked (`revoked_via`
 * `do_not_call`, or `call` when the callee asked during a call) and its waiting calls end `canceled` (`do_not_call`).
 */
export async function addDoNotCallForAccount(
  db: DbOrTx,
  accountId: number,
  input: AddDoNotCallInput,
  by: DoNotCallChangeBy = { source: 'operator' },
): Promise<{ entry: DoNotCallEntryDto; created: boolean; canceledCallIds: string[] }> {
  const data = parseOrThrow(addDoNotCallInput, input);
  const number = requirePhone(data.number);
  return db.transaction(async (tx) => {
    await lockOptOut(tx, accountId, number);
    const { entry, created } = await listNumber(tx, accountId, number, data.reason ?? null, by);
    const { canceledCallIds } = await revokeAllConsents(tx, {
      accountId,
      phoneNumber: number,
      via: by.source === 'call' ? 'call' : 'do_not_call',
      note: data.reason ?? null,
      by,
    });
    return { entry, created, canceledCallIds };
  });
}

/** The entry of the number, inserted (with its change-log line) unless it is listed already. */
async function listNumber(tx: Tx, accountId: number, number: string, reason: string | null, by: DoNotCallChangeBy) {
  const [inserted] = await tx
    .insert(doNotCallNumbers)
    .values({ accountId, number, reason, createdByUserId: by.userId ?? null })
    .onConflictDoNothing()
    .returning()
    .catch((err) => {
      if (isForeignKeyViolation(err)) throw notFound(`Account ${accountId}`);
      throw err;
    });
  if (inserted) {
    await recordDoNotCallChange(tx, accountId, { number, action: 'added', reason }, by);
    return { entry: toDto(inserted), created: true };
  }
  const [existing] = await tx
    .select()
    .from(doNotCallNumbers)
    .where(and(eq(doNotCallNumbers.accountId, accountId), eq(doNotCallNumbers.number, number)));
  return { entry: toDto(existing), created: false };
}

/** Removes a number from the account's list, with the reason in the change log; not on it → 404 not_found. */
export async function removeDoNotCallForAccount(
  db: DbOrTx,
  accountId: number,
  input: string,
  opts: RemoveDoNotCallInput = {},
  by: DoNotCallChangeBy = { source: 'operator' },
): Promise<{ number: string }> {
  const { reason } = parseOrThrow(removeDoNotCallInput, opts);
  const number = normalizePhone(input, 'US');
  if (!number) throw notFound(`Number ${input} on the do-not-call list`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(doNotCallNumbers)
      .where(and(eq(doNotCallNumbers.accountId, accountId), eq(doNotCallNumbers.number, number)))
      .returning({ number: doNotCallNumbers.number });
    if (!row) throw notFound(`Number ${number} on the do-not-call list`);
    await recordDoNotCallChange(tx, accountId, { number, action: 'removed', reason: reason ?? null }, by);
    return { number: row.number };
  });
}

/** Who an actor is, for the change log: a key's changes come from the API, a session's from the dashboard. */
export const changeByActor = (actor: Actor): DoNotCallChangeBy => ({
  source: actor.apiKeyId === null ? 'dashboard' : 'api',
  userId: actor.userId,
  apiKeyId: actor.apiKeyId,
});

/**
 * Removing a number makes it dialable again, against the wish of the person it belongs to: only the account's
 * owners and admins may, whatever permissions a member's API key carries. Adding stays open to everyone.
 */
export function requireDoNotCallManager(actor: Actor): void {
  if (!isAccountAdmin(actor)) {
    throw new AppError('permission_denied', 'Only the account owners and admins can remove numbers from the do-not-call list.');
  }
}

export const addDoNotCall = (db: DbOrTx, actor: Actor, input: AddDoNotCallInput) =>
  addDoNotCallForAccount(db, actor.accountId, input, changeByActor(actor));

/** A path segment may still carry its percent-encoding (`%2B1415...`). */
function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export async function removeDoNotCall(db: DbOrTx, actor: Actor, number: string, input: RemoveDoNotCallInput = {}) {
  requireDoNotCallManager(actor);
  const r = await removeDoNotCallForAccount(db, actor.accountId, decodeSegment(number), input, changeByActor(actor));
  return { number: r.number, message: 'Number removed from the do-not-call list.' };
}

/** The account's list, newest first. */
export async function listDoNotCall(db: DbOrTx, actor: Actor, input: PageInput = {}) {
  const { page, limit } = parseOrThrow(pageInput, input);
  const where = eq(doNotCallNumbers.accountId, actor.accountId);
  return pagedSelect({
    key: 'numbers',
    page,
    limit,
    count: async () => (await db.select({ n: count() }).from(doNotCallNumbers).where(where))[0].n,
    rows: async (limit, offset) =>
      (await db.select().from(doNotCallNumbers).where(where).orderBy(desc(doNotCallNumbers.id)).limit(limit).offset(offset)).map(toDto),
  });
}
