import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { calls, contacts, doNotCallChanges, doNotCallNumbers, toolInvocations } from '../../db/schema';
import type { Database } from '../../db/types';
import { at } from '../../testing/calendar-fixtures';
import { callRowOf } from '../../testing/call-fixtures';
import { actorOf, outboxOf } from '../../testing/fixtures';
import { eventsOfCall, liveCall, toolAccount, toolWrites, type ToolTestAccount } from '../../testing/tool-fixtures';
import { createEvent, getEvent } from '../calendar/service';
import { changeCallStatus } from '../calls/lifecycle';
import { getCall } from '../calls/read';
import { initiateCall } from '../calls/initiate';
import { createVariable } from '../context-variables/definitions';
import { loadToolCallContext } from './context';
import { runTool } from './run';

let db: Database;
let acct: ToolTestAccount;

beforeAll(async () => {
  db = await getDb();
  acct = await toolAccount();
});

async function run(callId: number, name: string, args: unknown, opts: { providerToolCallId?: string } = {}) {
  return runTool(db, await loadToolCallContext(db, callId), name, args, opts);
}

const code = (p: Promise<unknown>) => p.then(() => 'resolved', (e: { code?: string }) => e.code ?? String(e));

describe('check_availability', () => {
  it('answers the free slots in the business time zone, with a one-line message', async () => {
    const call = await liveCall(acct);
    const day = at(2, '00:00').slice(0, 10);
    const r = await run(call.id, 'check_availability', { start_date: day, end_date: day, duration: 60 });
    expect(r.ok).toBe(true);
    expect(r.timezone).toBe('UTC');
    expect(r.available_slots!.map((s) => s.start)).toEqual(
      ['09', '10', '11', '12', '13', '14', '15', '16'].map((h) => `${day}T${h}:00:00Z`),
    );
    expect(r.message).not.toMatch(/\n/);
    expect(r.message).toContain(`(${day}T09:00:00Z)`);
  });

  it('refuses arguments of the wrong type and writes nothing', async () => {
    const call = await liveCall(acct);
    const before = await toolWrites(acct.accountId);
    expect(await code(run(call.id, 'check_availability', { duration: 'long' }))).toBe('validation_error');
    expect(await code(run(call.id, 'check_availability', { duration: 1e300 }))).toBe('validation_error');
    // Vapi's tool schema tells the model this range only in words: the server still refuses what lies outside it.
    expect(await code(run(call.id, 'check_availability', { duration: 181 }))).toBe('validation_error');
    expect(await code(run(call.id, 'book_appointment', { start_time: at(3, '10:00'), title: 'x'.repeat(201) }))).toBe('validation_error');
    expect(await toolWrites(acct.accountId)).toEqual(before);
  });
});

describe('book_appointment', () => {
  it('books with the guard, for the contact, by the agent, in its team, linked to the call both ways', async () => {
    const call = await liveCall(acct);
    const start = at(3, '10:00');
    const r = await run(call.id, 'book_appointment', { start_time: start, duration_minutes: 45, notes: 'Bring the forms' });
    expect(r).toMatchObject({ ok: true, event: { start_time: start, status: 'scheduled' } });
    expect(r.message).toContain('appointment id');

    const event = await getEvent(db, await actorOf(acct.userId), r.event!.id);
    expect(event).toMatchObject({
      title: 'Appointment with Ada Lovelace',
      event_type: 'appointment',
      created_by_ai_agent: true,
      ai_agent: { id: acct.agent.id, name: acct.agent.name, assistant_id: acct.agent.assistantId },
      team: { id: acct.teamId },
      customer: { name: 'Ada Lovelace', email: 'ada@example.test', phone: '+14155550142', notes: 'Bring the forms' },
      duration_minutes: 45,
      call_id: call.callId,
    });
    const shown = await getCall(db, await actorOf(acct.userId), call.id);
    expect(shown.events).toEqual([expect.objectContaining({ id: r.event!.id, start_time: start })]);
    const created = (await outboxOf(acct.accountId)).filter((e) => e.eventType === 'calendar.created');
    expect(created.some((e) => (e.payload as { calendar_event: { id: number } }).calendar_event.id === r.event!.id)).toBe(true);
    const [invocation] = await db.select().from(toolInvocations).where(eq(toolInvocations.callId, call.id));
    expect(invocation).toMatchObject({ tool: 'book_appointment', providerToolCallId: null, result: r });
  });

  it('answers a taken time, a time outside the hours and a past time with the next free times, booking nothing', async () => {
    const call = await liveCall(acct);
    const taken = at(4, '11:00');
    await run(call.id, 'book_appointment', { start_time: taken });
    const before = (await eventsOfCall(call.id)).length;

    const clash = await run(call.id, 'book_appointment', { start_time: taken });
    expect(clash).toMatchObject({ ok: false, error: 'slot_unavailable' });
    expect(clash.alternatives!.map((s) => s.start)).toEqual([at(4, '11:30'), at(4, '12:00'), at(4, '12:30')]);
    expect(clash.message).toMatch(/^That time is already taken\. The next free times/);

    const night = await run(call.id, 'book_appointment', { start_time: at(4, '20:00') });
    expect(night).toMatchObject({ ok: false, error: 'outside_availability' });
    expect(night.alternatives![0].start).toBe(at(5, '09:00'));

    const past = await run(call.id, 'book_appointment', { start_time: at(-1, '10:00') });
    expect(past).toMatchObject({ ok: false, error: 'time_in_past' });
    expect(past.alternatives!.length).toBeGreaterThan(0);
    expect(Date.parse(past.alternatives![0].start)).toBeGreaterThan(Date.now());

    // The last instant a date-time can name: the week after it lies past year 9999, where no event is.
    const last = await run(call.id, 'book_appointment', { start_time: '9999-12-31T23:59:59.999Z' });
    expect(last).toMatchObject({ ok: false, error: 'outside_availability' });

    expect((await eventsOfCall(call.id)).length).toBe(before);
  });

  it('refuses a start_time that is not a date-time', async () => {
    const call = await liveCall(acct);
    const before = await toolWrites(acct.accountId);
    expect(await code(run(call.id, 'book_appointment', { start_time: 'next tuesday' }))).toBe('invalid_datetime_format');
    expect(await code(run(call.id, 'book_appointment', { start_time: 1700000000 }))).toBe('validation_error');
    expect(await toolWrites(acct.accountId)).toEqual(before);
  });

  it('books once for concurrent repeats of one provider tool call, each answering the same result', async () => {
    const call = await liveCall(acct);
    const context = await loadToolCallContext(db, call.id);
    const args = { start_time: at(5, '14:00') };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => runTool(db, context, 'book_appointment', args, { providerToolCallId: 'tc-repeat' })),
    );
    for (const r of results) expect(r).toEqual(results[0]);
    expect(results[0].ok).toBe(true);
    expect(await eventsOfCall(call.id)).toHaveLength(1);
    const rows = await db.select().from(toolInvocations).where(eq(toolInvocations.callId, call.id));
    expect(rows).toHaveLength(1);
    // Later, with other arguments: still the stored answer, nothing else done.
    expect(await runTool(db, context, 'book_appointment', { start_time: at(6, '14:00') }, { providerToolCallId: 'tc-repeat' })).toEqual(results[0]);
    expect(await eventsOfCall(call.id)).toHaveLength(1);
  });
});

describe('reschedule_appointment and cancel_appointment', () => {
  it("move and cancel the caller's own appointment", async () => {
    const call = await liveCall(acct);
    const booked = await run(call.id, 'book_appointment', { start_time: at(7, '09:00') });
    // Moving half an hour later overlaps its own old time: the appointment does not stand in its own way.
    const moved = await run(call.id, 'reschedule_appointment', { event_id: booked.event!.id, start_time: at(7, '09:30') });
    expect(moved).toMatchObject({ ok: true, event: { id: booked.event!.id, start_time: at(7, '09:30'), end_time: at(7, '10:00') } });
    // A later call with the same contact may cancel it.
    const later = await liveCall(acct);
    const cancelled = await run(later.id, 'cancel_appointment', { event_id: booked.event!.uuid });
    expect(cancelled).toMatchObject({ ok: true, event: { status: 'cancelled' } });
    expect(await run(later.id, 'reschedule_appointment', { event_id: booked.event!.id, start_time: at(7, '11:00') }))
      .toMatchObject({ ok: false, error: 'appointment_cancelled' });
  });

  it("treats another account's event, and someone else's, as not found, writing nothing", async () => {
    const other = await toolAccount();
    const otherCall = await liveCall(other);
    const foreign = await run(otherCall.id, 'book_appointment', { start_time: at(8, '10:00') });
    const stranger = await createEvent(db, await actorOf(acct.userId), { title: 'Someone else', start_time: at(8, '12:00'), end_time: at(8, '13:00') });
    const call = await liveCall(acct);
    const before = await toolWrites(acct.accountId);
    for (const id of [foreign.event!.id, foreign.event!.uuid, stranger.id, 'abc', 2147483647]) {
      expect(await code(run(call.id, 'cancel_appointment', { event_id: id }))).toBe('not_found');
      expect(await code(run(call.id, 'reschedule_appointment', { event_id: id, start_time: at(8, '15:00') }))).toBe('not_found');
    }
    expect(await toolWrites(acct.accountId)).toEqual(before);
    expect((await getEvent(db, await actorOf(other.userId), foreign.event!.id)).status).toBe('scheduled');
  });

  it("through the provider, leave an appointment merely typed with the caller's number alone (caller ids can be spoofed)", async () => {
    const typed = await createEvent(db, await actorOf(acct.userId), {
      title: 'Typed by hand', start_time: at(9, '10:00'), end_time: at(9, '10:30'), customer_phone: '+14155550142',
    });
    const call = await liveCall(acct);
    const before = await toolWrites(acct.accountId);
    expect(await code(run(call.id, 'cancel_appointment', { event_id: typed.id }))).toBe('not_found');
    expect(await code(run(call.id, 'reschedule_appointment', { event_id: typed.id, start_time: at(9, '12:00') }))).toBe('not_found');
    expect(await toolWrites(acct.accountId)).toEqual(before);
    expect((await getEvent(db, await actorOf(acct.userId), typed.id)).status).toBe('scheduled');
  });
});

describe('update_contact', () => {
  it('sets status, stage and typed variables; refuses an undefined variable whole', async () => {
    await createVariable(db, await actorOf(acct.userId), { name: 'visits', display_name: 'Visits', variable_type: 'number', context_type: 'contact' });
    const call = await liveCall(acct);
    const r = await run(call.id, 'update_contact', { status: 'callback_requested', stage: 'qualified_lead', variables: { visits: '3', city: 'Paris' } });
    expect(r).toMatchObject({ ok: true, contact: { status: 'callback_requested', stage: 'qualified_lead', changed: ['status', 'stage', 'visits', 'city'] } });
    const [row] = await db.select().from(contacts).where(eq(contacts.id, acct.contactId));
    expect(row).toMatchObject({ status: 'callback_requested', stage: 'qualified_lead', city: 'Paris' });
    expect(row.customContext.visits).toBe(3);

    expect(await code(run(call.id, 'update_contact', { stage: 'customer', variables: { nope: 1 } }))).toBe('undefined_variable');
    expect(await code(run(call.id, 'update_contact', { variables: { visits: 'many' } }))).toBe('invalid_value');
    expect(await code(run(call.id, 'update_contact', { status: 'happy' }))).toBe('validation_error');
    const [after] = await db.select().from(contacts).where(eq(contacts.id, acct.contactId));
    expect(after.stage).toBe('qualified_lead');
  });
});

describe('opt_out', () => {
  it('lists the number (source call), marks the contact, cancels its waiting calls and ends the call opted_out', async () => {
    const own = await toolAccount();
    const call = await liveCall(own);
    const waiting = await initiateCall(db, await actorOf(own.userId), {
      phone_number: '+14155550142', agent_id: own.agent.id, scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const r = await run(call.id, 'opt_out', {});
    expect(r).toMatchObject({ ok: true, call_ended: true, do_not_call: { number: '+14155550142', added: true, canceled_call_ids: [waiting.call_id] } });

    const [listed] = await db.select().from(doNotCallNumbers).where(eq(doNotCallNumbers.accountId, own.accountId));
    expect(listed.number).toBe('+14155550142');
    const [change] = await db.select().from(doNotCallChanges).where(eq(doNotCallChanges.accountId, own.accountId));
    expect(change).toMatchObject({ action: 'added', source: 'call', callId: call.callId, userId: null });
    const [contact] = await db.select().from(contacts).where(eq(contacts.id, own.contactId));
    expect(contact.status).toBe('do_not_contact');
    expect(await callRowOf(waiting.id)).toMatchObject({ status: 'canceled', endedReason: 'do_not_call' });
    expect(await callRowOf(call.id)).toMatchObject({ status: 'completed', endedReason: 'opted_out' });

    // The call has ended: no tool runs in it any more.
    expect(await code(run(call.id, 'check_availability', {}))).toBe('call_not_live');
  });
});

describe('refusals', () => {
  it('an unknown tool, a tool the agent lacks, an ended call', async () => {
    const limited = await toolAccount(['check_availability']);
    const call = await liveCall(limited);
    const before = await toolWrites(limited.accountId);
    expect(await code(run(call.id, 'send_email', {}))).toBe('tool_not_found');
    expect(await code(run(call.id, 'book_appointment', { start_time: at(2, '10:00') }))).toBe('tool_not_enabled');
    await changeCallStatus(db, call.id, { to: 'canceled', at: new Date() });
    expect(await code(loadToolCallContext(db, call.id))).toBe('call_not_live');
    expect(await toolWrites(limited.accountId)).toEqual(before);
    const [row] = await db.select().from(calls).where(and(eq(calls.id, call.id)));
    expect(row.status).toBe('canceled');
  });
});
