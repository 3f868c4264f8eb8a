import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { agents, contacts, type ContactStatus } from '../../db/schema';
import type { Database } from '../../db/types';
import { workOnce } from '../../jobs/worker';
import { callRowOf, fundedAccount, insertContact, type CallTestAccount } from '../../testing/call-fixtures';
import { actorOf, newTeam, newUser } from '../../testing/fixtures';
import { cancelCall } from '../calls/cancel';
import { initiateCall } from '../calls/initiate';

// Monday 23 November 2026, 18:00 UTC: 10:00 in California. The simulator runs at time scale 0 in tests, so a
// dialed call reaches its outcome in the worker pass that dials it; the number's last four digits choose it.
const NOW = new Date('2026-11-23T18:00:00Z');
const ANSWERED = '+14155550142';
const NO_ANSWER = '+14155550001';
const BUSY = '+14155550002';

let db: Database;
beforeAll(async () => {
  db = await getDb();
});

async function runAt(now: Date) {
  for (let i = 0; i < 50 && (await workOnce(db, now)) > 0; i++);
}

async function place(acct: CallTestAccount, phone: string, body: Record<string, unknown> = {}, userId = acct.userId) {
  const res = await initiateCall(db, await actorOf(userId), { agent_id: acct.agent.id, phone_number: phone, ...body }, NOW);
  await runAt(NOW);
  return callRowOf(res.id);
}

const statusOf = async (id: number) => (await db.select().from(contacts).where(eq(contacts.id, id)))[0].status;
const setStatus = (id: number, status: ContactStatus) => db.update(contacts).set({ status }).where(eq(contacts.id, id));

describe('a call moves its contact by its outcome', () => {
  it('links a call placed to a contact number without contact_id, and a completed call makes the contact contacted', async () => {
    const acct = await fundedAccount({ balanceCents: 100_000 });
    const id = await insertContact(acct.accountId, { firstName: 'Grace', lastName: 'Hopper', phones: [{ number: '+14155550199' }, { number: ANSWERED }] });
    const call = await place(acct, ANSWERED);
    expect(call).toMatchObject({ contactId: id, contactName: 'Grace Hopper', status: 'completed' });
    expect(await statusOf(id)).toBe('contacted');
  });

  it('a failed attempt makes it attempted, a completed call then contacted, and a later failure never moves it back', async () => {
    const acct = await fundedAccount({ balanceCents: 100_000 });
    const id = await insertContact(acct.accountId, { phones: [{ number: NO_ANSWER }] });
    expect((await place(acct, NO_ANSWER)).status).toBe('no_answer');
    expect(await statusOf(id)).toBe('attempted');

    const other = await insertContact(acct.accountId, { phones: [{ number: ANSWERED }] });
    await place(acct, ANSWERED, { contact_id: id });
    expect(await statusOf(id)).toBe('contacted');
    expect(await statusOf(other)).toBe('not_contacted');

    await place(acct, BUSY, { contact_id: id });
    expect(await statusOf(id)).toBe('contacted');
  });

  it.each<ContactStatus>(['callback_requested', 'not_interested', 'do_not_contact'])('a contact already %s stays so after a completed call', async (status) => {
    const acct = await fundedAccount({ balanceCents: 100_000 });
    const id = await insertContact(acct.accountId, { phones: [{ number: ANSWERED }] });
    await setStatus(id, status);
    expect((await place(acct, ANSWERED)).status).toBe('completed');
    expect(await statusOf(id)).toBe(status);
  });

  it('a call canceled before it is dialed leaves the contact alone', async () => {
    const acct = await fundedAccount({ balanceCents: 100_000 });
    const id = await insertContact(acct.accountId, { phones: [{ number: ANSWERED }] });
    const actor = await actorOf(acct.userId);
    const res = await initiateCall(db, actor, { agent_id: acct.agent.id, phone_number: ANSWERED, scheduled_at: '2026-11-23T19:00:00Z' }, NOW);
    await cancelCall(db, actor, res.call_id, NOW);
    expect((await callRowOf(res.id)).status).toBe('canceled');
    expect(await statusOf(id)).toBe('not_contacted');
  });

  it("links only a contact the caller can see: a member's call to a number of another team's contact stays unlinked", async () => {
    const acct = await fundedAccount({ balanceCents: 100_000 });
    const member = await newUser(acct.accountId, { role: 'member' });
    const hidden = await newTeam(acct.accountId, 'Hidden');
    const id = await insertContact(acct.accountId, { teamId: hidden, phones: [{ number: ANSWERED }] });
    await db.update(agents).set({ createdByUserId: member.userId }).where(eq(agents.id, acct.agent.id));
    const call = await place(acct, ANSWERED, {}, member.userId);
    expect(call.contactId).toBeNull();
    expect(await statusOf(id)).toBe('not_contacted');
  });
});
