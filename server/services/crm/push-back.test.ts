import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { swapConfig } from '@/app/_testing/linked-calendars';
import { getDb } from '@/server/db/client';
import { calendarEvents, calls, contacts, crmCallNotes, crmConnections } from '@/server/db/schema';
import { fundedAccount, type CallTestAccount } from '@/server/testing/call-fixtures';
import { actorOf } from '@/server/testing/fixtures';
import { type HighLevelCrmStandIn, startHighLevelCrmStandIn } from '@/server/testing/stand-ins/crm-gohighlevel';
import { addDoNotCall } from '../compliance/do-not-call';
import { createCrmConnection } from './connections';
import { runCrmImport } from './run-import';
import { queueDueCrmPushes, runCrmPush } from './push-back';

// The write-back to HighLevel: opt-outs taken here become DND on the CRM contact, each finished call one note,
// neither doubled when the run is repeated, and a 429 answered later rather than lost.

let ghl: HighLevelCrmStandIn;
let restore: () => void;
beforeAll(async () => {
  ghl = await startHighLevelCrmStandIn({ limit: 1000, windowMs: 10_000 });
  restore = swapConfig({ GOHIGHLEVEL_API_BASE_URL: ghl.url });
});
afterAll(async () => {
  restore();
  await ghl.close();
});

let seq = 0;
async function connectedWithContact(acct: CallTestAccount) {
  const locationId = `loc-push-${++seq}`;
  const created = await createCrmConnection(await getDb(), await actorOf(acct.userId), { provider: 'gohighlevel', gohighlevel: { location_id: locationId, token: ghl.addToken(locationId) } });
  const crmContact = ghl.addContact(locationId);
  expect(await runCrmImport(await getDb(), created.id)).toBe('done');
  return { id: created.id, crmContact };
}

describe('writing back to the CRM', () => {
  it('writes an opt-out taken here as DND on calls and texts, once', async () => {
    const acct = await fundedAccount();
    const { id, crmContact } = await connectedWithContact(acct);
    const db = await getDb();
    await addDoNotCall(db, await actorOf(acct.userId), { number: crmContact.phone!, reason: 'asked on the phone' });
    const before = ghl.updates.length;
    expect(await runCrmPush(db, id, new Date())).toMatchObject({ optOuts: 1 });
    const mine = ghl.updates.slice(before).filter((u) => u.contactId === crmContact.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].body.dndSettings).toMatchObject({ Call: { status: 'active' }, SMS: { status: 'active' } });
    expect(await runCrmPush(db, id, new Date())).toMatchObject({ optOuts: 0 });
    expect(ghl.updates.filter((u) => u.contactId === crmContact.id)).toHaveLength(1);
    const [row] = await db.select().from(crmConnections).where(eq(crmConnections.id, id));
    expect(row.pushedCount).toBe(1);
  });

  it('leaves exactly one note per finished call, with its outcome, summary and recording, under retry', async () => {
    const acct = await fundedAccount();
    const { id, crmContact } = await connectedWithContact(acct);
    const db = await getDb();
    const [{ id: contactId }] = await db.select({ id: contacts.id }).from(contacts)
      .where(and(eq(contacts.accountId, acct.accountId), sql`${contacts.externalIds} ->> 'gohighlevel' = ${crmContact.id}`));
    const callId = `call-crm-${++seq}`;
    await db.insert(calls).values({
      accountId: acct.accountId, callId, agentId: acct.agent.id, contactId, phoneNumber: crmContact.phone!, provider: acct.agent.provider ?? 'simulator',
      rateCents: 10, estimatedStartAt: new Date(), status: 'completed', endedAt: new Date(Date.now() + 1000), summary: 'Booked a visit for Tuesday.',
      recordingUrl: 'https://recordings.example.test/1.mp3',
    });
    ghl.failNext(500);
    await expect(runCrmPush(db, id, new Date())).rejects.toThrow();
    expect(await db.select().from(crmCallNotes).where(eq(crmCallNotes.connectionId, id))).toHaveLength(0);
    expect(await runCrmPush(db, id, new Date())).toMatchObject({ notes: 1 });
    expect(await runCrmPush(db, id, new Date())).toMatchObject({ notes: 0 });
    const notes = ghl.notes.filter((n) => n.contactId === crmContact.id);
    expect(notes).toHaveLength(1);
    expect(notes[0].note.body).toContain('Outcome: completed');
    expect(notes[0].note.body).toContain('Booked a visit for Tuesday.');
    expect(notes[0].note.body).toContain('https://recordings.example.test/1.mp3');
    const [kept] = await db.select().from(crmCallNotes).where(eq(crmCallNotes.callId, callId));
    expect(kept.noteId).toBe(notes[0].id);
  });

  it("writes the call's analysis values to the mapped CRM fields and names its booking in the note", async () => {
    const acct = await fundedAccount();
    const { id, crmContact } = await connectedWithContact(acct);
    const db = await getDb();
    await db.update(crmConnections).set({ fieldMap: [
      { crm_field: 'firstName', contact_field: 'first_name' },
      { crm_field: 'custom.score-field', contact_field: 'context.lead_score' },
      { crm_field: 'custom.plan-field', contact_field: 'context.plan' },
      { crm_field: 'city', contact_field: 'context.home_city' },
    ] }).where(eq(crmConnections.id, id));
    const [{ id: contactId }] = await db.select({ id: contacts.id }).from(contacts)
      .where(and(eq(contacts.accountId, acct.accountId), sql`${contacts.externalIds} ->> 'gohighlevel' = ${crmContact.id}`));
    const callId = `call-crm-${++seq}`;
    const [call] = await db.insert(calls).values({
      accountId: acct.accountId, callId, agentId: acct.agent.id, contactId, phoneNumber: crmContact.phone!, provider: acct.agent.provider ?? 'simulator',
      rateCents: 10, estimatedStartAt: new Date(), status: 'completed', endedAt: new Date(Date.now() + 1000),
      // plan failed its variable's validation, so it was not written here and is not sent there.
      analysis: { summary: null, success: true, structured_data: { lead_score: 87, plan: 'platinum', home_city: 'Austin', other: 'x' }, errors: [{ variable: 'plan', message: 'not an option' }] },
    }).returning();
    await db.insert(calendarEvents).values([
      { accountId: acct.accountId, callId: call.id, title: 'Cleaning', startTime: new Date('2027-03-02T15:30:00Z'), endTime: new Date('2027-03-02T16:00:00Z') },
      { accountId: acct.accountId, callId: call.id, title: 'Withdrawn', status: 'cancelled', startTime: new Date('2027-03-03T15:30:00Z'), endTime: new Date('2027-03-03T16:00:00Z') },
    ]);
    const before = ghl.updates.length;
    expect(await runCrmPush(db, id, new Date())).toMatchObject({ notes: 1 });
    const sent = ghl.updates.slice(before).filter((u) => u.contactId === crmContact.id);
    expect(sent.map((u) => u.body)).toEqual([{ city: 'Austin', customFields: [{ id: 'score-field', field_value: 87 }] }]);
    const stored = ghl.contacts.get(crmContact.id!)!;
    expect(stored.city).toBe('Austin');
    expect(stored.customFields).toContainEqual({ id: 'score-field', value: 87 });
    const [note] = ghl.notes.filter((n) => n.contactId === crmContact.id);
    expect(note.note.body).toContain('Booked: Cleaning on 2027-03-02 15:30 UTC');
    expect(note.note.body).not.toContain('Withdrawn');
    // Run again: nothing more is written, fields or note.
    expect(await runCrmPush(db, id, new Date())).toMatchObject({ notes: 0 });
    expect(ghl.updates.slice(before).filter((u) => u.contactId === crmContact.id)).toHaveLength(1);
  });

  it('queues each due connection once, however often the floor runs', async () => {
    const acct = await fundedAccount();
    const { id } = await connectedWithContact(acct);
    const db = await getDb();
    const now = new Date(Date.now() + 3600_000);
    const first = await queueDueCrmPushes(db, now);
    expect(first).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(crmConnections).where(eq(crmConnections.id, id));
    expect(row.nextPushAt.getTime()).toBeGreaterThan(now.getTime());
    expect(await queueDueCrmPushes(db, now)).toBe(0);
  });
});
