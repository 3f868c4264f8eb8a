import { asc, inArray } from 'drizzle-orm';
import { contactPhoneNumbers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { toIso } from '../../lib/time';
import { fullName, type ContactRow } from './access';
import type { ContactConfirmation, ContactDto } from './schema';
import { tagsOf } from './tags';

export type PhoneRow = typeof contactPhoneNumbers.$inferSelect;

export function toConfirmation(c: Pick<ContactRow, 'id' | 'firstName' | 'lastName' | 'email'>, message: string): ContactConfirmation {
  return { id: c.id, first_name: c.firstName, last_name: c.lastName, full_name: fullName(c), email: c.email, message };
}

/** Full contacts with their numbers (in the order they were added) and tag names, in the order given. */
export async function toContactDtos(db: DbOrTx, rows: ContactRow[]): Promise<ContactDto[]> {
  const ids = rows.map((r) => r.id);
  const [phones, tagNames] = await Promise.all([phonesOf(db, ids), tagsOf(db, ids)]);
  return rows.map((c) => ({
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    full_name: fullName(c),
    email: c.email,
    company: c.company,
    website: c.website,
    address: c.address,
    city: c.city,
    state: c.state,
    zip_code: c.zipCode,
    timezone: c.timezone,
    country: c.country,
    status: c.status,
    stage: c.stage,
    team_id: c.teamId,
    owner_user_id: c.ownerUserId,
    tags: tagNames.get(c.id) ?? [],
    phone_numbers: (phones.get(c.id) ?? []).map((p) => ({
      id: p.id,
      phone_number: p.phoneNumber,
      phone_type: p.phoneType,
      primary: p.isPrimary,
      do_not_call: p.doNotCall,
    })),
    custom_context: c.customContext,
    industry_context: c.industryContext,
    external_ids: {
      ...(c.externalIds?.gohighlevel && { gohighlevel: c.externalIds.gohighlevel }),
      ...(c.externalIds?.hubspot && { hubspot: c.externalIds.hubspot }),
    },
    created_at: toIso(c.createdAt),
    updated_at: toIso(c.updatedAt),
  }));
}

export async function phonesOf(db: DbOrTx, contactIds: number[]): Promise<Map<number, PhoneRow[]>> {
  const out = new Map<number, PhoneRow[]>();
  if (!contactIds.length) return out;
  const rows = await db
    .select()
    .from(contactPhoneNumbers)
    .where(inArray(contactPhoneNumbers.contactId, contactIds))
    .orderBy(asc(contactPhoneNumbers.id));
  for (const r of rows) out.set(r.contactId, [...(out.get(r.contactId) ?? []), r]);
  return out;
}
