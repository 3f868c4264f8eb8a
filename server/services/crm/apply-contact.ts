import { and, eq, sql } from 'drizzle-orm';
import { contactPhoneNumbers, contacts, contextVariables, crmConnections, type VariableType } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { normalizePhone } from '../../lib/phone';
import { addDoNotCallForAccount } from '../compliance/do-not-call';
import { variableScope } from '../context-variables/definitions';
import { coerceValue } from '../context-variables/values';
import { setContactTags } from '../contacts/tags';
import type { CrmContact } from '../providers/crm-port';
import { keepCrmConflict } from './conflicts';
import { externalIdIn, linkedIn } from './external-id';
import type { CrmConnectionRow } from './dto';
import { contextVariableOf, MAPPABLE_CONTACT_FIELDS, type MappableContactField } from './field-map';

export type Applied = 'imported' | 'updated' | 'unchanged' | 'failed';

/** The account's contact variables' types, read once per page. */
export async function contactVariableTypes(db: DbOrTx, accountId: number): Promise<Map<string, { type: VariableType; options: string[] | null }>> {
  const rows = await db.select({ name: contextVariables.name, type: contextVariables.variableType, options: contextVariables.selectOptions })
    .from(contextVariables).where(and(variableScope(accountId), eq(contextVariables.contextType, 'contact')));
  return new Map(rows.map((r) => [r.name, { type: r.type, options: r.options }]));
}

/** What the field map makes of a CRM contact: columns, numbers (E.164), tags and context values. */
export function mapCrmContact(c: CrmContact, connection: CrmConnectionRow, types: Awaited<ReturnType<typeof contactVariableTypes>>) {
  const columns: Partial<Record<(typeof MAPPABLE_CONTACT_FIELDS)[MappableContactField], string>> = {};
  const context: Record<string, unknown> = {};
  const phones = new Set<string>();
  let tags: string[] | null = null;
  for (const m of connection.fieldMap) {
    const value = m.crm_field === 'tags' ? c.tags : c.fields[m.crm_field];
    if (m.contact_field === 'tags') {
      if (Array.isArray(value)) tags = value;
      else if (typeof value === 'string' && value) tags = value.split(/[;,]/).map((t) => t.trim()).filter(Boolean);
      continue;
    }
    if (value === null || value === undefined || Array.isArray(value)) continue;
    if (m.contact_field === 'phone_numbers') {
      const e164 = normalizePhone(String(value), 'US');
      if (e164) phones.add(e164);
      continue;
    }
    const variable = contextVariableOf(m.contact_field);
    if (variable) {
      const def = types.get(variable);
      const coerced = def ? coerceValue(def.type, value, def.options) : null;
      if (coerced?.ok) context[variable] = coerced.value;
      continue;
    }
    if (m.contact_field in MAPPABLE_CONTACT_FIELDS) columns[MAPPABLE_CONTACT_FIELDS[m.contact_field as MappableContactField]] = String(value).slice(0, 500);
  }
  // The CRM's own numbers count even when the map names none: matching and do-not-disturb rely on them.
  for (const p of c.phones) {
    const e164 = normalizePhone(p, 'US');
    if (e164) phones.add(e164);
  }
  return { columns, context, phones: [...phones], tags };
}

/** The contact already linked to the CRM's id, else the first holding one of its numbers, else none. */
async function matchContact(tx: DbOrTx, connection: CrmConnectionRow, externalId: string, phones: string[]) {
  const [byId] = await tx.select().from(contacts)
    .where(and(eq(contacts.accountId, connection.accountId), linkedIn(connection.provider), sql`${externalIdIn(connection.provider)} = ${externalId}`)).limit(1);
  if (byId) return byId;
  for (const number of phones) {
    const [byNumber] = await tx.select({ c: contacts }).from(contactPhoneNumbers)
      .innerJoin(contacts, eq(contacts.id, contactPhoneNumbers.contactId))
      .where(and(eq(contactPhoneNumbers.accountId, connection.accountId), eq(contactPhoneNumbers.phoneNumber, number),
        sql`not ${linkedIn(connection.provider)}`))
      .orderBy(contacts.id).limit(1);
    if (byNumber) return byNumber.c;
  }
  return undefined;
}

/**
 * Applies one CRM contact in the caller's transaction: matched by the CRM's id, then by E.164 number (so a retried
 * page makes no second contact), created or updated through the field map. The newest write wins: a contact
 * changed here after the CRM's last change keeps its fields, and the CRM's differing values are kept in its history
 * (conflicts.ts). A do-not-disturb on calls or texts puts its numbers on
 * the do-not-call list (`source: crm`) in the same transaction, so the gate refuses them from the commit on.
 */
export async function applyCrmContact(
  tx: DbOrTx, connection: CrmConnectionRow, c: CrmContact, types: Awaited<ReturnType<typeof contactVariableTypes>>, now: Date,
): Promise<Applied> {
  const m = mapCrmContact(c, connection, types);
  const existing = await matchContact(tx, connection, c.externalId, m.phones);
  const crmAt = c.updatedAt ? Date.parse(c.updatedAt) : NaN;
  const ours = existing && !Number.isNaN(crmAt) && existing.updatedAt.getTime() > crmAt;
  let contactId: number;
  let result: Applied;
  if (!existing) {
    const [row] = await tx.insert(contacts).values({
      accountId: connection.accountId,
      firstName: firstNameOf(c, m),
      ...m.columns,
      customContext: m.context,
      externalIds: { [connection.provider]: c.externalId },
    }).returning({ id: contacts.id });
    contactId = row.id;
    result = 'imported';
  } else {
    contactId = existing.id;
    const link = sql`${contacts.externalIds} || ${JSON.stringify({ [connection.provider]: c.externalId })}::jsonb`;
    if (ours) {
      // Linked already (the polling floor reads every contact again): nothing to write.
      if (existing.externalIds[connection.provider] !== c.externalId) await tx.update(contacts).set({ externalIds: link }).where(eq(contacts.id, existing.id));
      // The CRM's side of the conflict is kept in the contact's history, not lost.
      await keepCrmConflict(tx, {
        accountId: connection.accountId, contact: existing, provider: connection.provider, externalId: c.externalId, crmUpdatedAt: new Date(crmAt), mapped: m,
      });
      result = 'unchanged';
    } else {
      await tx.update(contacts).set({
        ...m.columns,
        customContext: { ...existing.customContext, ...m.context },
        externalIds: link,
        updatedAt: now,
      }).where(eq(contacts.id, existing.id));
      result = 'updated';
    }
  }
  if (m.phones.length) {
    const have = await tx.select({ number: contactPhoneNumbers.phoneNumber, primary: contactPhoneNumbers.isPrimary })
      .from(contactPhoneNumbers).where(eq(contactPhoneNumbers.contactId, contactId));
    const known = new Set(have.map((h) => h.number));
    const hasPrimary = have.some((h) => h.primary);
    const fresh = m.phones.filter((p) => !known.has(p));
    if (fresh.length) {
      await tx.insert(contactPhoneNumbers).values(fresh.map((phoneNumber, i) => ({
        contactId, accountId: connection.accountId, phoneNumber, isPrimary: !hasPrimary && i === 0,
      })));
    }
  }
  if (m.tags && !ours) await setContactTags(tx, connection.accountId, contactId, m.tags, { fresh: result === 'imported' });
  await listDoNotDisturb(tx, connection, c, m.phones);
  return result;
}

/** A new contact's first name: the mapped one, else the CRM's own name fields. */
export const firstNameOf = (c: CrmContact, m: ReturnType<typeof mapCrmContact>): string =>
  m.columns.firstName ?? String(c.fields.name ?? c.fields.firstName ?? c.fields.firstname ?? '');

/** A CRM do-not-disturb on calls or texts puts the contact's numbers on the do-not-call list (`source: crm`). */
export async function listDoNotDisturb(tx: DbOrTx, connection: CrmConnectionRow, c: CrmContact, phones: string[]): Promise<void> {
  if (!c.dnd.calls && !c.dnd.texts) return;
  for (const number of phones) {
    await addDoNotCallForAccount(tx, connection.accountId, { number, reason: `Do not disturb in ${connection.provider}` }, { source: 'crm' });
  }
}

/** The CRM deleted a contact: the link is dropped, the contact and its history stay (its opt-outs with it). */
export async function unlinkCrmContact(tx: DbOrTx, connection: CrmConnectionRow, externalId: string): Promise<void> {
  await tx.update(contacts).set({ externalIds: sql`${contacts.externalIds} - ${connection.provider}` })
    .where(and(eq(contacts.accountId, connection.accountId), linkedIn(connection.provider), sql`${externalIdIn(connection.provider)} = ${externalId}`));
}

/** Adds to a connection's counts. */
export async function bumpCounts(tx: DbOrTx, id: number, d: Partial<Record<'imported' | 'updated' | 'pushed' | 'failed', number>>) {
  await tx.update(crmConnections).set({
    importedCount: sql`${crmConnections.importedCount} + ${d.imported ?? 0}`,
    updatedCount: sql`${crmConnections.updatedCount} + ${d.updated ?? 0}`,
    pushedCount: sql`${crmConnections.pushedCount} + ${d.pushed ?? 0}`,
    failedCount: sql`${crmConnections.failedCount} + ${d.failed ?? 0}`,
  }).where(eq(crmConnections.id, id));
}
