import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { accounts, agents, businessProfiles, callerNumbers, contactPhoneNumbers, contacts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { smsProvider } from '../providers/sms';

/**
 * The number the simulator texts from when the account has none: Twilio's own test number for a valid sender, so a
 * development run shows a plausible From.
 */
export const SIMULATOR_FROM = '+15005550006';

/** Who a customer's message comes from: the business's name and zone (its profile, else the account's name). */
export async function businessOf(db: DbOrTx, accountId: number): Promise<{ name: string; zone: string }> {
  const [row] = await db.select({ profile: businessProfiles.name, account: accounts.name, zone: businessProfiles.timezone })
    .from(accounts).leftJoin(businessProfiles, eq(businessProfiles.accountId, accounts.id)).where(eq(accounts.id, accountId));
  return { name: row?.profile?.trim() || row?.account || 'Switchboard', zone: row?.zone ?? 'UTC' };
}

/**
 * The number a text goes from: the agent's own, else the account's first caller number; with the simulator its test
 * number when the account has neither. Null: Twilio is configured and the account has no number to send from.
 */
export async function textSenderOf(db: DbOrTx, accountId: number, agentId: number | null): Promise<string | null> {
  if (agentId !== null) {
    const [agent] = await db.select({ phone: agents.phoneNumber }).from(agents)
      .where(and(eq(agents.id, agentId), eq(agents.accountId, accountId)));
    if (agent?.phone) return agent.phone;
  }
  const [caller] = await db.select({ phone: callerNumbers.phoneNumber }).from(callerNumbers)
    .where(eq(callerNumbers.accountId, accountId)).orderBy(asc(callerNumbers.id)).limit(1);
  if (caller) return caller.phone;
  const [anyAgent] = await db.select({ phone: agents.phoneNumber }).from(agents)
    .where(and(eq(agents.accountId, accountId), isNotNull(agents.phoneNumber))).orderBy(asc(agents.id)).limit(1);
  if (anyAgent?.phone) return anyAgent.phone;
  return smsProvider().name === 'simulator' ? SIMULATOR_FROM : null;
}

/** The account's contact a number or an address belongs to (the oldest, when several), with its zone. */
export async function contactOf(db: DbOrTx, accountId: number, by: { phone?: string | null; email?: string | null }) {
  if (by.phone) {
    const [row] = await db.select({ id: contacts.id, timezone: contacts.timezone }).from(contactPhoneNumbers)
      .innerJoin(contacts, eq(contacts.id, contactPhoneNumbers.contactId))
      .where(and(eq(contactPhoneNumbers.accountId, accountId), eq(contactPhoneNumbers.phoneNumber, by.phone)))
      .orderBy(asc(contacts.id)).limit(1);
    if (row) return row;
  }
  if (by.email) {
    const [row] = await db.select({ id: contacts.id, timezone: contacts.timezone }).from(contacts)
      .where(and(eq(contacts.accountId, accountId), sql`lower(${contacts.email}) = ${by.email.toLowerCase()}`))
      .orderBy(asc(contacts.id)).limit(1);
    if (row) return row;
  }
  return null;
}
