import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { businessProfiles, contactPhoneNumbers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { getVisibleContactOrThrow, fullName, type ContactRow } from './access';

export interface ContactForCall {
  id: number;
  name: string;
  email: string | null;
  /** Template values: the contact's custom context overlaid with its default fields. */
  values: Record<string, unknown>;
}

/**
 * A visible contact (else 404 not_found) with the values its templates see: first_name, last_name,
 * full_name, email, phone_number (the primary number), company, city, state, country, plus every key of
 * its custom context. A default field wins over a custom key of the same name.
 */
export async function getContactForCallOrThrow(db: DbOrTx, actor: Actor, contactId: number): Promise<ContactForCall> {
  return contactForCall(db, await getVisibleContactOrThrow(db, actor, contactId));
}

/** The template values of a contact row already found (a campaign's recipient, looked up by its account). */
export async function contactForCall(db: DbOrTx, c: ContactRow): Promise<ContactForCall> {
  const [primary] = await db
    .select({ phoneNumber: contactPhoneNumbers.phoneNumber })
    .from(contactPhoneNumbers)
    .where(and(eq(contactPhoneNumbers.contactId, c.id), eq(contactPhoneNumbers.isPrimary, true)))
    .limit(1);
  return contactForCallOf(c, primary?.phoneNumber ?? null);
}

/** The template values of a contact row and its primary number, both already read. */
export function contactForCallOf(c: ContactRow, primaryPhone: string | null): ContactForCall {
  const name = fullName(c);
  return {
    id: c.id,
    name,
    email: c.email,
    values: {
      ...c.customContext,
      first_name: c.firstName,
      last_name: c.lastName,
      full_name: name,
      email: c.email,
      phone_number: primaryPhone,
      company: c.company,
      city: c.city,
      state: c.state,
      country: c.country,
    },
  };
}

/**
 * The account's business values, unprefixed (the renderer adds `business_`): name, phone, email, website,
 * address, timezone, industry, plus every key of the business context. A default field wins over a
 * context key of the same name.
 */
export async function getBusinessValues(db: DbOrTx, accountId: number): Promise<Record<string, unknown>> {
  const [b] = await db.select().from(businessProfiles).where(eq(businessProfiles.accountId, accountId));
  return businessValuesOf(b);
}

/** The business values templates see, from the account's business profile row ({} without one). */
export function businessValuesOf(b: typeof businessProfiles.$inferSelect | null | undefined): Record<string, unknown> {
  if (!b) return {};
  return {
    ...b.context,
    name: b.name,
    phone: b.phone,
    email: b.email,
    website: b.website,
    address: b.address,
    timezone: b.timezone,
    industry: b.industry,
  };
}
