import { and, count, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { agents, calendarEvents, doNotCallChanges, doNotCallNumbers, toolInvocations } from '../db/schema';
import { setBusinessCalendar } from '../services/calendar/settings';
import { initiateCall } from '../services/calls/initiate';
import type { ToolName } from '../services/tools/names';
import { fundedAccount, insertContact, type CallTestAccount } from './call-fixtures';
import { actorOf } from './fixtures';

// Fixtures of the tools tests: an account whose agent has tools, business hours every day 09:00–17:00 UTC, a
// contact, and live calls to act in.

const everyDay = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['09:00', '17:00']]]));

export interface ToolTestAccount extends CallTestAccount {
  contactId: number;
}

export async function toolAccount(tools: ToolName[] = ['check_availability', 'book_appointment', 'reschedule_appointment', 'cancel_appointment', 'update_contact', 'opt_out']): Promise<ToolTestAccount> {
  const db = await getDb();
  const acct = await fundedAccount({ balanceCents: 100_000 });
  await db.update(agents).set({ tools, teamId: acct.teamId }).where(eq(agents.id, acct.agent.id));
  await setBusinessCalendar(db, acct.accountId, { timezone: 'UTC', business_hours: everyDay });
  const contactId = await insertContact(acct.accountId, { firstName: 'Ada', lastName: 'Lovelace', phones: [{ number: '+14155550142' }] });
  return { ...acct, agent: { ...acct.agent, tools, teamId: acct.teamId }, contactId };
}

/** A call placed to the account's contact and not yet dialed: queued, so live. */
export async function liveCall(acct: ToolTestAccount, number = '+14155550142'): Promise<{ id: number; callId: string }> {
  const db = await getDb();
  const res = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: number, agent_id: acct.agent.id, contact_id: acct.contactId });
  return { id: res.id, callId: res.call_id };
}

/** What tools can write, counted for one account: a refused request must leave every count as it was. */
export async function toolWrites(accountId: number) {
  const db = await getDb();
  const n = async (table: typeof calendarEvents | typeof toolInvocations | typeof doNotCallNumbers | typeof doNotCallChanges) =>
    (await db.select({ n: count() }).from(table).where(eq(table.accountId, accountId)))[0].n;
  return {
    events: await n(calendarEvents),
    invocations: await n(toolInvocations),
    doNotCall: await n(doNotCallNumbers),
    doNotCallChanges: await n(doNotCallChanges),
  };
}

export async function eventsOfCall(callId: number) {
  const db = await getDb();
  return db.select().from(calendarEvents).where(and(eq(calendarEvents.callId, callId)));
}
