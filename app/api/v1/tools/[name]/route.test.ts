import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { agents, contacts } from '@/server/db/schema';
import { at } from '@/server/testing/calendar-fixtures';
import { actorOf, keyWith, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { createEvent, getEvent } from '@/server/services/calendar/service';
import { initiateCall } from '@/server/services/calls/initiate';
import { changeCallStatus } from '@/server/services/calls/lifecycle';
import { insertContact } from '@/server/testing/call-fixtures';
import { teamsAccount } from '@/server/testing/team-fixtures';
import { liveCall, toolAccount, toolWrites, type ToolTestAccount } from '@/server/testing/tool-fixtures';
import { GET, POST } from './route';

const post = (key: string | null, name: string, body: unknown) =>
  callRoute(POST, { method: 'POST', path: `/api/v1/tools/${name}`, key, params: { name }, body });

let acct: ToolTestAccount;
beforeAll(async () => {
  acct = await toolAccount();
});

describe('POST /api/v1/tools/{name}', () => {
  it('books through the tool and answers { result }', async () => {
    const call = await liveCall(acct);
    const res = await post(acct.key, 'book_appointment', { call_id: call.callId, arguments: { start_time: at(2, '10:00'), title: 'Consultation' } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ ok: true, event: { title: 'Consultation', start_time: at(2, '10:00') } });
    // A taken time is a result the agent can say, with alternatives, not an HTTP error.
    const again = await post(acct.key, 'book_appointment', { call_id: call.id, arguments: { start_time: at(2, '10:00') } });
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ ok: false, error: 'slot_unavailable', alternatives: expect.any(Array) });
  });

  it('answers check_availability with the slots and no arguments', async () => {
    const call = await liveCall(acct);
    const res = await post(acct.key, 'check_availability', { call_id: call.callId });
    expect(res.status).toBe(200);
    expect(res.body.result.available_slots.length).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown tool', 'send_email', {}, 404, 'tool_not_found'],
    ['a tool name with a NUL', 'opt\u0000out', {}, 404, 'tool_not_found'],
    ['arguments of the wrong type', 'book_appointment', { arguments: { start_time: 42 } }, 400, 'validation_error'],
    ['arguments that are not an object', 'check_availability', { arguments: [1, 2] }, 400, 'validation_error'],
    ['a duration out of range', 'check_availability', { arguments: { duration: 100000 } }, 400, 'validation_error'],
    ['a NUL in an argument', 'book_appointment', { arguments: { start_time: at(2, '11:00'), notes: 'a\u0000b' } }, 400, 'validation_error'],
    ['a start_time that is not a date-time', 'book_appointment', { arguments: { start_time: 'soon' } }, 400, 'invalid_datetime_format'],
    ['an unknown call', 'check_availability', { call_id: 'call_000000000000000000000000' }, 404, 'not_found'],
    ['a call id too big', 'check_availability', { call_id: 99999999999 }, 404, 'not_found'],
    ['no call_id', 'check_availability', { call_id: undefined }, 400, 'validation_error'],
  ])('refuses %s, writing nothing', async (_, name, extra, status, error) => {
    const call = await liveCall(acct);
    const before = await toolWrites(acct.accountId);
    const res = await post(acct.key, name, { call_id: call.callId, ...extra });
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(error);
    expect(await toolWrites(acct.accountId)).toEqual(before);
  });

  it('refuses broken JSON, a key without can_initiate_calls and a missing key', async () => {
    const call = await liveCall(acct);
    const before = await toolWrites(acct.accountId);
    const broken = await callRoute(POST, { method: 'POST', path: '/api/v1/tools/opt_out', key: acct.key, params: { name: 'opt_out' }, rawBody: '{"call_id":' });
    expect([broken.status, broken.body.error]).toEqual([400, 'invalid_json']);
    const reader = await keyWith(acct.userId, ['can_read_calls', 'can_read_calendar']);
    const denied = await post(reader, 'opt_out', { call_id: call.callId });
    expect([denied.status, denied.body.error]).toEqual([403, 'permission_denied']);
    expect((await post(null, 'opt_out', { call_id: call.callId })).status).toBe(401);
    expect(await toolWrites(acct.accountId)).toEqual(before);
  });

  it("treats another tenant's call, and a call the member cannot see, as not found", async () => {
    const other = await toolAccount();
    const theirs = await liveCall(other);
    const before = await toolWrites(other.accountId);
    const res = await post(acct.key, 'opt_out', { call_id: theirs.callId });
    expect([res.status, res.body.error]).toEqual([404, 'not_found']);
    // A member of another team neither placed the call nor sees its agent.
    const member = await newUser(acct.accountId, { role: 'member' });
    await newTeam(acct.accountId, 'Elsewhere', [member.userId]);
    const mine = await liveCall(acct);
    const hidden = await post(member.key, 'opt_out', { call_id: mine.callId });
    expect([hidden.status, hidden.body.error]).toEqual([404, 'not_found']);
    expect(await toolWrites(other.accountId)).toEqual(before);
  });

  it('answers 409 call_not_live for an ended call and 403 tool_not_enabled for a tool the agent lacks', async () => {
    const call = await liveCall(acct);
    await changeCallStatus(await getDb(), call.id, { to: 'canceled', at: new Date() });
    const ended = await post(acct.key, 'check_availability', { call_id: call.callId });
    expect([ended.status, ended.body.error]).toEqual([409, 'call_not_live']);

    const limited = await toolAccount(['check_availability']);
    const theirs = await liveCall(limited);
    const before = await toolWrites(limited.accountId);
    const res = await post(limited.key, 'opt_out', { call_id: theirs.callId });
    expect([res.status, res.body.error]).toEqual([403, 'tool_not_enabled']);
    expect(await toolWrites(limited.accountId)).toEqual(before);
  });

  it('serves POST only', async () => {
    const res = await callRoute(GET, { path: '/api/v1/tools/opt_out', key: acct.key, params: { name: 'opt_out' } });
    expect(res.status).toBe(405);
  });
});

describe("POST /api/v1/tools/{name} acts as the key's user", () => {
  it("gives a member no reach into another team's appointments, even in a call to their customer's number", async () => {
    const db = await getDb();
    const acct = await teamsAccount();
    const tools = ['check_availability', 'reschedule_appointment', 'cancel_appointment'];
    await db.update(agents).set({ tools }).where(eq(agents.accountId, acct.accountId));
    const customer = '+14155550403';
    const owner = await actorOf(acct.userId);
    const event = await createEvent(db, owner, {
      title: 'Team1-only appointment', start_time: at(3, '10:00'), end_time: at(3, '10:30'), team_id: acct.teamId, customer_phone: customer,
    });
    // The member may call that number with their own agent; the call is theirs, the appointment is not.
    const call = await initiateCall(db, await actorOf(acct.member.userId), { purpose: 'informational', agent_id: acct.salesAgent.id, phone_number: customer });
    const before = await toolWrites(acct.accountId);
    for (const [name, args] of [
      ['cancel_appointment', { event_id: event.id }],
      ['cancel_appointment', { event_id: event.uuid }],
      ['reschedule_appointment', { event_id: event.id, start_time: at(4, '11:00') }],
    ] as const) {
      const res = await post(acct.member.key, name, { call_id: call.call_id, arguments: args });
      expect([name, res.status, res.body.error]).toEqual([name, 404, 'not_found']);
      expect(res.text).not.toContain('Team1-only');
    }
    expect(await toolWrites(acct.accountId)).toEqual(before);
    expect(await getEvent(db, owner, event.id)).toMatchObject({ status: 'scheduled', start_time: at(3, '10:00') });

    // The owner's key, in a call of theirs to the same number, reaches it as the caller's appointment.
    const ownCall = await initiateCall(db, owner, { purpose: 'informational', agent_id: acct.agent.id, phone_number: customer });
    const res = await post(acct.key, 'cancel_appointment', { call_id: ownCall.call_id, arguments: { event_id: event.id } });
    expect([res.status, res.body.result.event.status]).toEqual([200, 'cancelled']);
  });

  it("leaves alone the contact of another team in a call the member can see through their agent", async () => {
    const db = await getDb();
    const acct = await teamsAccount();
    await db.update(agents).set({ tools: ['update_contact'] }).where(eq(agents.id, acct.salesAgent.id));
    const hidden = await insertContact(acct.accountId, { firstName: 'Hidden', teamId: acct.teamId, phones: [{ number: '+14155550404' }] });
    // The owner places it with the Sales agent, which the member sees, to the default team's contact.
    const call = await initiateCall(db, await actorOf(acct.userId), {
      purpose: 'informational', agent_id: acct.salesAgent.id, phone_number: '+14155550404', contact_id: hidden,
    });
    const byMember = await post(acct.member.key, 'update_contact', { call_id: call.call_id, arguments: { status: 'callback_requested' } });
    expect([byMember.status, byMember.body.result]).toEqual([200, expect.objectContaining({ ok: false, error: 'no_contact' })]);
    expect((await db.select().from(contacts).where(eq(contacts.id, hidden)))[0].status).not.toBe('callback_requested');
    // The owner's key, in the same call, updates it.
    const byOwner = await post(acct.key, 'update_contact', { call_id: call.call_id, arguments: { status: 'callback_requested' } });
    expect(byOwner.body.result).toMatchObject({ ok: true, contact: { id: hidden, status: 'callback_requested' } });
  });
});
