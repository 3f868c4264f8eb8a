import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { calendarEvents, calls } from '@/server/db/schema';
import { createCampaign } from '@/server/services/campaigns/service';
import { callAnalytics } from '@/server/services/analytics/analytics';
import { createEvent } from '@/server/services/calendar/service';
import { drainJobs, callRowOf } from '@/server/testing/call-fixtures';
import { actorOf, newUser, outboxOf } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { eventsOfCall, liveCall, toolAccount, type ToolTestAccount } from '@/server/testing/tool-fixtures';
import { POST as remove } from './remove/route';
import { GET as count } from './route';

const countRoute = (key: string) => callRoute(count, { method: 'GET', path: '/api/v1/simulated-data', key });
const removeRoute = (key: string) => callRoute(remove, { method: 'POST', path: '/api/v1/simulated-data/remove', key });

/** A simulated call of an agent with book_appointment, played to its end: it books the first free slot. */
async function simulatedBooking(acct: ToolTestAccount) {
  const call = await liveCall(acct);
  await drainJobs(new Date(Date.now() + 1000));
  return call;
}

describe('simulated bookings', () => {
  it('are marked simulated, shown in the transcript as the tool call, announced with simulated: true and counted apart', async () => {
    const acct = await toolAccount(['book_appointment']);
    const call = await simulatedBooking(acct);
    const [event] = await eventsOfCall(call.id);
    expect(event.simulated).toBe(true);

    const row = await callRowOf(call.id);
    const tool = row.transcript!.find((l) => l.role === 'tool');
    expect(tool?.text).toMatch(new RegExp(`^book_appointment: Booked for .*appointment id ${event.id}\\.$`));
    expect(row.transcript!.at(-1)!.text).toMatch(/^You are booked/);

    const created = (await outboxOf(acct.accountId)).find((e) => e.eventType === 'calendar.created');
    expect(created?.payload).toMatchObject({ calendar_event: { id: event.id, simulated: true } });

    const totals = (await callAnalytics(await getDb(), await actorOf(acct.userId), {})).totals;
    expect(totals).toMatchObject({ bookings: 0, simulated_bookings: 1 });
  });

  it('an event made by hand is not simulated and counts as a booking only when booked in a call', async () => {
    const acct = await toolAccount(['book_appointment']);
    const made = await createEvent(await getDb(), await actorOf(acct.userId), {
      title: 'Check-up', start_time: new Date(Date.now() + 3 * 86_400_000).toISOString(), end_time: new Date(Date.now() + 3 * 86_400_000 + 1_800_000).toISOString(),
    });
    const [row] = await (await getDb()).select().from(calendarEvents).where(eq(calendarEvents.id, made.id));
    expect(row.simulated).toBe(false);
  });

  it("book at most one appointment per contact per campaign, whatever the number of the campaign's calls to it", async () => {
    const acct = await toolAccount(['book_appointment']);
    const db = await getDb();
    const campaign = await createCampaign(db, await actorOf(acct.userId), { name: 'Recall', agent_id: acct.agent.id, audience: { contact_ids: [acct.contactId] } });
    const first = await liveCall(acct);
    const second = await liveCall(acct, '+14155550142');
    await db.update(calls).set({ campaignId: campaign.id }).where(eq(calls.id, first.id));
    await db.update(calls).set({ campaignId: campaign.id }).where(eq(calls.id, second.id));
    await drainJobs(new Date(Date.now() + 1000));
    const booked = [...await eventsOfCall(first.id), ...await eventsOfCall(second.id)];
    expect(booked).toHaveLength(1);
    // Outside a campaign each call books its own.
    const alone = await simulatedBooking(acct);
    expect(await eventsOfCall(alone.id)).toHaveLength(1);
  });
});

describe('GET /api/v1/simulated-data and POST /api/v1/simulated-data/remove', () => {
  it("count and remove only the caller's account's simulated bookings, announcing each as cancelled", async () => {
    const acct = await toolAccount(['book_appointment']);
    const other = await toolAccount(['book_appointment']);
    const mine = await simulatedBooking(acct);
    const theirs = await simulatedBooking(other);
    const db = await getDb();
    const byHand = await createEvent(db, await actorOf(acct.userId), {
      title: 'Check-up', start_time: new Date(Date.now() + 9 * 86_400_000).toISOString(), end_time: new Date(Date.now() + 9 * 86_400_000 + 1_800_000).toISOString(),
    });
    const [bookedId] = (await eventsOfCall(mine.id)).map((e) => e.id);

    const before = await countRoute(acct.key);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ simulated_bookings: 1, simulated_calls: 1 });

    const res = await removeRoute(acct.key);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ removed_bookings: 1, message: 'Removed 1 simulated booking.' });
    expect(await eventsOfCall(mine.id)).toHaveLength(0);
    expect(await db.select().from(calendarEvents).where(eq(calendarEvents.id, byHand.id))).toHaveLength(1);
    expect(await eventsOfCall(theirs.id)).toHaveLength(1);
    // The simulated call stays, and receivers hear the booking is gone.
    expect((await callRowOf(mine.id)).status).toBe('completed');
    const cancelled = (await outboxOf(acct.accountId)).filter((e) => e.eventType === 'calendar.cancelled');
    expect(cancelled.map((e) => (e.payload as { calendar_event: { id: number; status: string; simulated: boolean } }).calendar_event))
      .toEqual([expect.objectContaining({ id: bookedId, status: 'cancelled', simulated: true })]);

    expect((await countRoute(acct.key)).body).toEqual({ simulated_bookings: 0, simulated_calls: 1 });
    expect((await removeRoute(acct.key)).body).toMatchObject({ removed_bookings: 0 });
  });

  it('is for owners and admins only', async () => {
    const acct = await toolAccount(['book_appointment']);
    await simulatedBooking(acct);
    const member = await newUser(acct.accountId, { role: 'member' });
    const res = await removeRoute(member.key);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'permission_denied', message: 'Only owners and admins can remove simulated data.' });
    expect((await countRoute(member.key)).status).toBe(403);
    const admin = await newUser(acct.accountId, { role: 'admin' });
    expect((await removeRoute(admin.key)).body).toMatchObject({ removed_bookings: 1 });
  });
});
