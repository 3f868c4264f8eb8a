import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { accounts, businessProfiles, consents, contactPhoneNumbers, contacts, type ConsentSource } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { DbOrTx } from '../../db/types';
import { AppError, findUnstorable, firstProblem, parseOrThrow, validationError, zodDetails, type ErrorDetail } from '../../errors';
import { cooperative } from '../../lib/cooperative';
import { normalizePhone } from '../../lib/phone';
import { contactScope } from '../contacts/access';
import { consentChangeByActor, recordConsentChanges, type ConsentChangeBy } from './changes';
import { getConsent } from './read';
import { numbersActorHolds } from './visibility';
import {
  bulkConsentsInput, CAPTURED_AT_SKEW_MS, recordConsentInput,
  type BulkConsentRow, type BulkConsentsInput, type BulkConsentsResult, type ConsentDto, type RecordConsentInput,
} from './schema';

/** A consent that passed the checks that need no database: its number in E.164, its instants in order. */
export interface CheckedConsent {
  phoneNumber: string;
  /** The contact named by the writer (checked against the account before it is stored), or null to find one. */
  contactId: number | null;
  kind: (typeof consents.$inferInsert)['kind'];
  scope: (typeof consents.$inferInsert)['scope'];
  source: ConsentSource;
  seller: string | null;
  capturedAt: Date;
  expiresAt: Date | null;
}

const fieldError = (code: 'validation_error' | 'invalid_phone_number', path: string, message: string) =>
  new AppError(code, `${path}: ${message}`, { details: [{ path, message }] });

/**
 * One consent's input checked alone (pure): the schema, what PostgreSQL cannot store, the number read in the
 * account's country, captured_at not in the future (up to a minute of clock skew) and expires_at after it.
 */
export function checkConsent(raw: unknown, region: string, now: Date): { ok: true; consent: CheckedConsent } | { ok: false; error: AppError } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, error: validationError([{ path: '', message: 'must be an object' }], 'The consent must be an object.') };
  }
  const unstorable = findUnstorable(raw);
  if (unstorable) return { ok: false, error: validationError([unstorable]) };
  const parsed = recordConsentInput.safeParse(raw);
  if (!parsed.success) {
    const details: ErrorDetail[] = zodDetails(parsed.error);
    return { ok: false, error: new AppError('validation_error', firstProblem(details), { details }) };
  }
  const d = parsed.data;
  const phoneNumber = normalizePhone(d.phone_number, region);
  if (!phoneNumber) return { ok: false, error: fieldError('invalid_phone_number', 'phone_number', `"${d.phone_number}" is not a valid phone number; use E.164, such as +14155550123`) };
  const capturedAt = new Date(d.captured_at);
  if (capturedAt.getTime() > now.getTime() + CAPTURED_AT_SKEW_MS) {
    return { ok: false, error: fieldError('validation_error', 'captured_at', 'must not be in the future') };
  }
  const expiresAt = d.expires_at ? new Date(d.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= capturedAt.getTime()) {
    return { ok: false, error: fieldError('validation_error', 'expires_at', 'must be after captured_at') };
  }
  const source: ConsentSource = { type: d.source.type };
  if (d.source.url !== undefined) source.url = d.source.url;
  if (d.source.ip !== undefined) source.ip = d.source.ip;
  if (d.source.text !== undefined) source.text = d.source.text;
  return {
    ok: true,
    consent: { phoneNumber, contactId: d.contact_id ?? null, kind: d.kind, scope: d.scope, source, seller: d.seller ?? null, capturedAt, expiresAt },
  };
}

/** What every consent of an account is read with: its country and the seller named by default. */
export async function consentDefaults(db: DbOrTx, accountId: number): Promise<{ region: string; seller: string }> {
  const [row] = await db
    .select({ country: accounts.country, account: accounts.name, business: businessProfiles.name })
    .from(accounts)
    .leftJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) throw new AppError('not_found', `Account ${accountId} not found.`);
  const business = row.business?.trim();
  return { region: row.country, seller: business || row.account };
}

/**
 * Stores checked consents of one account in the caller's transaction, set-based, and logs each. A named contact
 * must be one the actor can see and must hold the number (else that consent's validation_error, as for a contact
 * that does not exist); without one, the oldest contact the actor can see holding the number is found. A member
 * records consent only for numbers a contact of theirs holds: any other number is refused with one message, whether
 * a hidden contact holds it or none does, so the refusal tells them nothing. Returns, per consent in order, its id or
 * its error.
 */
export async function writeConsents(
  tx: DbOrTx,
  actor: Actor,
  items: CheckedConsent[],
  by: ConsentChangeBy,
): Promise<({ id: number } | { error: AppError })[]> {
  if (!items.length) return [];
  const { seller } = await consentDefaults(tx, actor.accountId);
  const named = [...new Set(items.flatMap((c) => (c.contactId === null ? [] : [c.contactId])))];
  const visible = new Set<number>();
  const holds = new Set<string>();
  if (named.length) {
    for (const r of await tx.select({ id: contacts.id }).from(contacts).where(and(inArray(contacts.id, named), contactScope(actor)))) visible.add(r.id);
    const pairs = await tx
      .select({ contactId: contactPhoneNumbers.contactId, number: contactPhoneNumbers.phoneNumber })
      .from(contactPhoneNumbers)
      .where(and(inArray(contactPhoneNumbers.contactId, [...visible, 0]), eq(contactPhoneNumbers.accountId, actor.accountId)));
    for (const p of pairs) holds.add(`${p.contactId} ${p.number}`);
  }
  const unnamed = items.filter((c) => c.contactId === null).map((c) => c.phoneNumber);
  const holder = await holdersOf(tx, actor, unnamed);
  const held = await numbersActorHolds(tx, actor, unnamed);

  const out: ({ id: number } | { error: AppError })[] = [];
  const ready: { at: number; values: typeof consents.$inferInsert }[] = [];
  items.forEach((c, i) => {
    if (c.contactId !== null && !visible.has(c.contactId)) {
      out[i] = { error: fieldError('validation_error', 'contact_id', `no contact ${c.contactId} exists`) };
      return;
    }
    if (c.contactId !== null && !holds.has(`${c.contactId} ${c.phoneNumber}`)) {
      out[i] = { error: fieldError('validation_error', 'contact_id', `contact ${c.contactId} does not have the number ${c.phoneNumber}`) };
      return;
    }
    if (c.contactId === null && !held.has(c.phoneNumber)) {
      out[i] = { error: fieldError('validation_error', 'phone_number', `no contact of your teams has the number ${c.phoneNumber}; add the contact first`) };
      return;
    }
    ready.push({
      at: i,
      values: {
        accountId: actor.accountId,
        phoneNumber: c.phoneNumber,
        contactId: c.contactId ?? holder.get(c.phoneNumber) ?? null,
        kind: c.kind,
        scope: c.scope,
        source: c.source,
        seller: c.seller ?? seller,
        capturedAt: c.capturedAt,
        expiresAt: c.expiresAt,
        createdByUserId: by.userId ?? null,
      },
    });
  });
  if (!ready.length) return out;
  // Ids taken from the sequence first, so each consent knows its id without trusting RETURNING's order.
  const ids = rowsOf<{ id: number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('consents', 'id'))::int as id from generate_series(1, ${ready.length})`),
  ).map((r) => Number(r.id));
  await tx.insert(consents).values(ready.map((r, k) => ({ ...r.values, id: ids[k] })));
  await recordConsentChanges(
    tx,
    actor.accountId,
    ready.map((r, k) => ({ consentId: ids[k], phoneNumber: r.values.phoneNumber, action: 'recorded' as const })),
    by,
  );
  ready.forEach((r, k) => (out[r.at] = { id: ids[k] }));
  return out;
}

/** Number → the oldest contact the actor can see holding it, in one query. */
async function holdersOf(tx: DbOrTx, actor: Actor, numbers: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const distinct = [...new Set(numbers)];
  if (!distinct.length) return out;
  const found = await tx
    .selectDistinctOn([contactPhoneNumbers.phoneNumber], { number: contactPhoneNumbers.phoneNumber, contactId: contactPhoneNumbers.contactId })
    .from(contactPhoneNumbers)
    .innerJoin(contacts, eq(contacts.id, contactPhoneNumbers.contactId))
    .where(and(eq(contactPhoneNumbers.accountId, actor.accountId), inArray(contactPhoneNumbers.phoneNumber, distinct), contactScope(actor)))
    .orderBy(contactPhoneNumbers.phoneNumber, contactPhoneNumbers.contactId);
  for (const r of found) out.set(r.number, r.contactId);
  return out;
}

/** POST /api/v1/consents: one consent, or its 400 with nothing written. */
export async function recordConsent(
  db: DbOrTx,
  actor: Actor,
  input: RecordConsentInput,
  opts: { by?: ConsentChangeBy; now?: Date } = {},
): Promise<ConsentDto> {
  parseOrThrow(recordConsentInput, input);
  return db.transaction(async (tx) => {
    const { region } = await consentDefaults(tx, actor.accountId);
    const checked = checkConsent(input, region, opts.now ?? new Date());
    if (!checked.ok) throw checked.error;
    const [written] = await writeConsents(tx, actor, [checked.consent], opts.by ?? consentChangeByActor(actor));
    if ('error' in written) throw written.error;
    return getConsent(tx, actor, written.id);
  });
}

/**
 * POST /api/v1/consents/bulk: up to 1,000 consents in one transaction, one result per row. A bad row is reported
 * in its result and does not stop the others.
 */
export async function bulkRecordConsents(
  db: DbOrTx,
  actor: Actor,
  input: BulkConsentsInput,
  opts: { by?: ConsentChangeBy; now?: Date } = {},
): Promise<BulkConsentsResult> {
  const data = parseOrThrow(bulkConsentsInput, input);
  const now = opts.now ?? new Date();
  const results = await db.transaction(async (tx) => {
    const { region } = await consentDefaults(tx, actor.accountId);
    const rows: BulkConsentRow[] = [];
    const checked: { index: number; consent: CheckedConsent }[] = [];
    // A thousand rows of phone parsing: the event loop is handed over now and then (server/lib/cooperative.ts).
    const tick = cooperative();
    for (const [index, raw] of data.consents.entries()) {
      const r = checkConsent(raw, region, now);
      if (r.ok) checked.push({ index, consent: r.consent });
      else rows[index] = rowError(index, r.error);
      await tick();
    }
    const written = await writeConsents(tx, actor, checked.map((c) => c.consent), opts.by ?? consentChangeByActor(actor));
    written.forEach((w, k) => {
      const index = checked[k].index;
      rows[index] = 'error' in w ? rowError(index, w.error) : { index, status: 'created', id: w.id };
    });
    return rows;
  });
  const failed = results.filter((r) => r.status === 'error').length;
  return { results, created: results.length - failed, failed };
}

const rowError = (index: number, e: AppError): BulkConsentRow => ({ index, status: 'error', error: { code: e.code, message: e.message } });
