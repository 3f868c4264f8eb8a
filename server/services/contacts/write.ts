import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../auth/actor';
import { contactPhoneNumbers, contacts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { parseInput, parseOrThrow, validationError } from '../../errors';
import { resolveTeam } from '../access/teams';
import { toConfirmation } from './dto';
import { contactNotFound, contactScope, getVisibleContactOrThrow, type ContactRow } from './access';
import { mergeJsonb, splitPatch } from '../../db/json-merge';
import { planPhones, type PlannedPhone } from './phone-plan';
import {
  createContactInput, updateContactInput,
  type ContactConfirmation, type CreateContactInput, type PhoneNumberInput, type UpdateContactInput, type UpdateMode,
} from './schema';
import { setContactTags } from './tags';
import { createContactInOneStatement } from './create-one-statement';
import { ignoredFieldsOf } from './ignored-fields';
import { phoneEntriesOf, shorthandPaths } from './phone-shorthand';
import { normalizePhone } from '../../lib/phone';

export const DEFAULT_COUNTRY = 'US';

/** POST /api/v1/contacts/create. The contact is owned by the actor's user. */
export async function createContact(db: DbOrTx, actor: Actor, input: CreateContactInput): Promise<ContactConfirmation> {
  const data = parseInput(createContactInput, input);
  const country = data.country ?? DEFAULT_COUNTRY;
  const { entries, shorthand } = phoneEntriesOf(data);
  const plan = planPhones('replace', entries ?? [], [], country);
  if (!plan.ok) throw validationError(shorthandPaths(plan.errors, shorthand));
  if (data.team_id != null) await resolveTeam(db, actor, data.team_id, 'team_access_denied');

  const values: typeof contacts.$inferInsert = {
    accountId: actor.accountId,
    ownerUserId: actor.userId,
    teamId: data.team_id ?? null,
    firstName: data.first_name,
    lastName: data.last_name ?? null,
    email: data.email ?? null,
    company: data.company ?? null,
    website: data.website ?? null,
    address: data.address ?? null,
    city: data.city ?? null,
    state: data.state ?? null,
    zipCode: data.zip_code ?? null,
    timezone: data.timezone ?? null,
    country,
    status: data.status ?? 'not_contacted',
    stage: data.stage ?? 'lead',
    customContext: data.custom_context ?? {},
    industryContext: data.industry_context ?? {},
  };
  const confirm = (id: number) => ({
    ...toConfirmation({ id, firstName: data.first_name, lastName: values.lastName ?? null, email: values.email ?? null },
      'Contact created successfully.'),
    ...ignoredFieldsOf(input),
  });
  const written = await createContactInOneStatement(db, values, plan.phones, data.tags ?? []);
  if (written) return confirm(written.id);
  // A tag to create first, or a caller's transaction: the same writes, one statement at a time.
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contacts).values(values).returning();
    await insertPhones(tx, row, plan.phones);
    await setContactTags(tx, actor.accountId, row.id, data.tags ?? [], { fresh: true });
    return confirm(row.id);
  });
}

/**
 * PUT and PATCH /api/v1/contacts/{id}/update (the contract's table): PUT resets every omitted field to its
 * default (first_name, which has none, is kept) and replaces numbers, tags and both contexts; PATCH
 * changes only what is sent, updates or adds numbers, replaces tags and merges both contexts key by key
 * (a null value removes its key). The contact row is locked for the whole change.
 */
export async function updateContact(
  db: DbOrTx,
  actor: Actor,
  contactId: number,
  mode: UpdateMode,
  input: UpdateContactInput,
): Promise<ContactConfirmation> {
  const data = parseOrThrow(updateContactInput, input);
  return db.transaction(async (tx) => {
    const put = mode === 'put';
    const { entries, shorthand } = phoneEntriesOf(data);
    const phoneEntries = entries ?? (put ? [] : undefined);
    // A change of numbers is planned against the current row, and a team is checked after the contact (404 first).
    // Otherwise (a PATCH of fields, contexts and tags) the update itself, scoped to what the actor can see, is the
    // visibility check and takes the row lock: one statement fewer.
    const current = phoneEntries || data.team_id != null ? await getVisibleContactOrThrow(tx, actor, contactId, { lock: true }) : null;
    let plan: ReturnType<typeof planPhones> | undefined;
    if (phoneEntries && current) {
      const country = data.country ?? (put || data.country === null ? DEFAULT_COUNTRY : current.country);
      const existing = put ? [] : await storedPhones(tx, current.id);
      plan = planPhones(put ? 'replace' : 'merge', shorthand ? asPrimaryOf(phoneEntries, existing, country) : phoneEntries, existing, country);
      if (!plan.ok) throw validationError(shorthandPaths(plan.errors, shorthand));
    }
    if (data.team_id != null) await resolveTeam(tx, actor, data.team_id, 'team_access_denied');

    /** PUT: the sent value or the default; PATCH: the sent value, null meaning the default. */
    const pick = <T>(value: T | null | undefined, fallback: T): T | undefined =>
      value !== undefined ? (value ?? fallback) : put ? fallback : undefined;
    const changes = {
      firstName: data.first_name,
      lastName: pick(data.last_name, null),
      email: pick(data.email, null),
      company: pick(data.company, null),
      website: pick(data.website, null),
      address: pick(data.address, null),
      city: pick(data.city, null),
      state: pick(data.state, null),
      zipCode: pick(data.zip_code, null),
      timezone: pick(data.timezone, null),
      country: pick(data.country, DEFAULT_COUNTRY),
      status: pick(data.status, 'not_contacted' as const),
      stage: pick(data.stage, 'lead' as const),
      teamId: pick(data.team_id, null),
      customContext: contextChange(contacts.customContext, data.custom_context, put),
      industryContext: contextChange(contacts.industryContext, data.industry_context, put),
    };
    const [row] = await tx
      .update(contacts)
      .set({ ...withoutUndefined(changes), updatedAt: sql`now()` })
      .where(current ? eq(contacts.id, current.id) : and(eq(contacts.id, contactId), contactScope(actor)))
      .returning();
    if (!row) throw contactNotFound(contactId);

    if (plan?.ok) {
      if (put) await tx.delete(contactPhoneNumbers).where(eq(contactPhoneNumbers.contactId, row.id));
      await writeMergedPhones(tx, row, plan.phones);
    }
    const tagNames = data.tags ?? (put || data.tags === null ? [] : undefined);
    if (tagNames) await setContactTags(tx, actor.accountId, row.id, tagNames);
    return { ...toConfirmation(row, 'Contact updated successfully.'), ...ignoredFieldsOf(input) };
  });
}

/** The PATCH shorthand naming a number the contact already has makes that number primary instead of adding it twice. */
function asPrimaryOf(entries: PhoneNumberInput[], existing: { id: number; phoneNumber: string }[], country: string): PhoneNumberInput[] {
  return entries.map((e) => {
    const e164 = e.phone_number === undefined ? null : normalizePhone(e.phone_number, country);
    const same = e164 ? existing.find((p) => p.phoneNumber === e164) : undefined;
    return same ? { id: same.id, primary: true } : e;
  });
}

function contextChange(column: AnyPgColumn, value: Record<string, unknown> | null | undefined, put: boolean) {
  if (value === undefined) return put ? {} : undefined;
  if (value === null || put) return value ?? {};
  const { set, remove } = splitPatch(value);
  return mergeJsonb(column, set, remove);
}

function withoutUndefined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

async function storedPhones(tx: DbOrTx, contactId: number) {
  return tx
    .select({
      id: contactPhoneNumbers.id,
      phoneNumber: contactPhoneNumbers.phoneNumber,
      phoneType: contactPhoneNumbers.phoneType,
      isPrimary: contactPhoneNumbers.isPrimary,
      doNotCall: contactPhoneNumbers.doNotCall,
    })
    .from(contactPhoneNumbers)
    .where(eq(contactPhoneNumbers.contactId, contactId))
    .orderBy(asc(contactPhoneNumbers.id));
}

async function insertPhones(tx: DbOrTx, contact: ContactRow, phones: PlannedPhone[]) {
  const fresh = phones.filter((p) => p.id === undefined);
  if (!fresh.length) return;
  await tx.insert(contactPhoneNumbers).values(
    fresh.map((p) => ({
      contactId: contact.id,
      accountId: contact.accountId,
      phoneNumber: p.phoneNumber,
      phoneType: p.phoneType,
      isPrimary: p.isPrimary,
      doNotCall: p.doNotCall,
    })),
  );
}

/**
 * Writes a planned set of numbers: the primary flag is cleared first so that the one-primary index holds
 * at every step, then existing numbers are updated, new ones inserted, and the primary set.
 */
async function writeMergedPhones(tx: DbOrTx, contact: ContactRow, phones: PlannedPhone[]) {
  const owned = eq(contactPhoneNumbers.contactId, contact.id);
  await tx.update(contactPhoneNumbers).set({ isPrimary: false }).where(and(owned, eq(contactPhoneNumbers.isPrimary, true)));
  for (const p of phones) {
    if (p.id === undefined) continue;
    await tx
      .update(contactPhoneNumbers)
      .set({ phoneNumber: p.phoneNumber, phoneType: p.phoneType, doNotCall: p.doNotCall, isPrimary: p.isPrimary })
      .where(and(owned, eq(contactPhoneNumbers.id, p.id)));
  }
  await insertPhones(tx, contact, phones);
}
