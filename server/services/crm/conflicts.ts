import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { contacts, crmContactConflicts, type CrmProviderKey } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { toIso } from '../../lib/time';
import { getVisibleContactOrThrow } from '../contacts/access';
import { tagsOf } from '../contacts/tags';
import { MAPPABLE_CONTACT_FIELDS } from './field-map';

type ContactRow = typeof contacts.$inferSelect;

/** What the field map made of the CRM's contact (apply-contact.ts's `mapped`). */
export interface MappedValues {
  columns: Partial<Record<(typeof MAPPABLE_CONTACT_FIELDS)[keyof typeof MAPPABLE_CONTACT_FIELDS], string>>;
  context: Record<string, unknown>;
  tags: string[] | null;
}

const wireNameOf = new Map<string, string>(Object.entries(MAPPABLE_CONTACT_FIELDS).map(([wire, column]) => [column, wire]));

/** JSON with object keys in order: jsonb keeps its own key order, so two equal values may read back differently. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical)
    : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
      : v;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));

/**
 * The CRM's values that differ from the contact here, by the contact's wire names (`first_name`, `context.<name>`,
 * `tags`). Tags compare as sets, case aside, as the contact holds them.
 */
export async function differingValues(db: DbOrTx, existing: ContactRow, m: MappedValues): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(m.columns)) {
    if (!same((existing as Record<string, unknown>)[column], value)) out[wireNameOf.get(column) ?? column] = value;
  }
  for (const [name, value] of Object.entries(m.context)) {
    if (!same(existing.customContext?.[name], value)) out[`context.${name}`] = value;
  }
  if (m.tags) {
    const have = ((await tagsOf(db, [existing.id])).get(existing.id) ?? []).map((t) => t.toLowerCase()).sort();
    const crm = [...new Set(m.tags.map((t) => t.toLowerCase()))].sort();
    if (!same(have, crm)) out.tags = m.tags;
  }
  return out;
}

/**
 * Keeps a CRM change the contact's newer edit here won over, in the caller's transaction, when it would have changed
 * something. The same change read again (a retried page, a repeated webhook) is kept once.
 */
export async function keepCrmConflict(
  tx: DbOrTx,
  input: { accountId: number; contact: ContactRow; provider: CrmProviderKey; externalId: string; crmUpdatedAt: Date; mapped: MappedValues },
): Promise<boolean> {
  const fields = await differingValues(tx, input.contact, input.mapped);
  if (!Object.keys(fields).length) return false;
  const [last] = await tx.select({ fields: crmContactConflicts.fields, crmUpdatedAt: crmContactConflicts.crmUpdatedAt })
    .from(crmContactConflicts)
    .where(and(eq(crmContactConflicts.contactId, input.contact.id), eq(crmContactConflicts.provider, input.provider)))
    .orderBy(desc(crmContactConflicts.id)).limit(1);
  if (last && last.crmUpdatedAt.getTime() === input.crmUpdatedAt.getTime() && same(last.fields, fields)) return false;
  await tx.insert(crmContactConflicts).values({
    accountId: input.accountId,
    contactId: input.contact.id,
    provider: input.provider,
    externalId: input.externalId,
    crmUpdatedAt: input.crmUpdatedAt,
    contactUpdatedAt: input.contact.updatedAt,
    fields,
  });
  return true;
}

export interface CrmConflictDto {
  id: number;
  provider: CrmProviderKey;
  crm_updated_at: string;
  contact_updated_at: string;
  /** The CRM's values that were not applied, by contact field. */
  fields: Record<string, unknown>;
  created_at: string;
}

/** How many a contact's page lists: the newest first. */
const SHOWN = 50;

/** A visible contact's CRM changes not applied (else 404), newest first. */
export async function listCrmConflicts(db: DbOrTx, actor: Actor, contactId: number): Promise<{ conflicts: CrmConflictDto[] }> {
  await getVisibleContactOrThrow(db, actor, contactId);
  const rows = await db.select().from(crmContactConflicts)
    .where(and(eq(crmContactConflicts.accountId, actor.accountId), eq(crmContactConflicts.contactId, contactId)))
    .orderBy(desc(crmContactConflicts.id)).limit(SHOWN);
  return {
    conflicts: rows.map((r) => ({
      id: r.id, provider: r.provider, crm_updated_at: toIso(r.crmUpdatedAt), contact_updated_at: toIso(r.contactUpdatedAt),
      fields: r.fields, created_at: toIso(r.createdAt),
    })),
  };
}
