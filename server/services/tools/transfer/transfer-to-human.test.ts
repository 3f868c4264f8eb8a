import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../../db/client';
import { logger } from '../../../logger';
import { redactFields } from '../../../logger/redact';
import { agents, calendarEvents, toolInvocations } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { at } from '../../../testing/calendar-fixtures';
import { callRowOf } from '../../../testing/call-fixtures';
import { actorOf, newTeam } from '../../../testing/fixtures';
import { eventsOfCall, liveCall, toolAccount, toolWrites, type ToolTestAccount } from '../../../testing/tool-fixtures';
import { busy, person } from '../../../testing/transfer-fixtures';
import { getEvent } from '../../calendar/service';
import { getCall } from '../../calls/read';
import { loadToolCallContext } from '../context';
import { runTool } from '../run';

let db: Database;

beforeAll(async () => {
  db = await getDb();
});

/** An account whose agent (of its default team) has transfer_to_human; business hours 09:00–17:00 UTC every day. */
async function transferAccount(): Promise<ToolTestAccount> {
  return toolAccount(['book_appointment', 'transfer_to_human']);
}

/** Tomorrow at 10:00 UTC: inside the business hours. */
const NOW = () => new Date(at(1, '10:00'));

async function transfer(callId: number, now: Date, opts: { providerToolCallId?: string; reason?: string } = {}) {
  const context = await loadToolCallContext(db, callId);
  return runTool(db, context, 'transfer_to_human', opts.reason ? { reason: opts.reason } : {}, { now, providerToolCallId: opts.providerToolCallId });
}

describe('transfer_to_human with someone free', () => {
  it('hands the call to the free member free the longest, records them on the call and ends the agent\'s part', async () => {
    const acct = await transferAccount();
    const now = NOW();
    const meetingSoon = await person(acct.accountId, 'Ben Busy', { phone: '+14155550201', teamId: acct.teamId });
    const dana = await person(acct.accountId, 'Dana Smith', { phone: '+14155550202', teamId: acct.teamId });
    await person(acct.accountId, 'No Phone', { teamId: acct.teamId });
    await busy(meetingSoon, at(1, '11:00'), at(1, '12:00'));
    const call = await liveCall(acct);

    const r = await transfer(call.id, now);
    expect(r).toEqual({ ok: true, message: 'Putting you through to Dana Smith now.', transferred_to: { user_id: dana, name: 'Dana Smith' } });
    const row = await callRowOf(call.id);
    expect(row).toMatchObject({ transferredToUserId: dana, transferredToName: 'Dana Smith', transferredAt: now });
    // The simulator plays the agent's side only: it ends at the hand-off, as Vapi reports a forwarded call.
    expect(row).toMatchObject({ status: 'completed', endedReason: 'assistant-ended-call' });
    const shown = await getCall(db, await actorOf(acct.userId), call.id);
    expect(shown.transferred_to).toEqual({ user_id: dana, name: 'Dana Smith' });
    expect(shown.events).toEqual([]);
  });

  it('passes over a member made busy after the call started, to the next free one', async () => {
    const acct = await transferAccount();
    const now = NOW();
    const first = await person(acct.accountId, 'Ann First', { phone: '+14155550211', teamId: acct.teamId });
    const second = await person(acct.accountId, 'Bob Second', { phone: '+14155550212', teamId: acct.teamId });
    await busy(second, at(1, '15:00'), at(1, '16:00')); // Ann is free longer: she would be chosen
    const call = await liveCall(acct);
    const context = await loadToolCallContext(db, call.id);
    // During the call someone books Ann's time from now on: the choice is made when the caller asks.
    await busy(first, at(1, '09:45'), at(1, '10:45'));
    const r = await runTool(db, context, 'transfer_to_human', {}, { now });
    expect(r.transferred_to).toEqual({ user_id: second, name: 'Bob Second' });
  });

  it('never chooses a member of another team or another account, and says so when nobody of the team has a phone', async () => {
    const acct = await transferAccount();
    const otherTeam = await newTeam(acct.accountId, 'Support');
    await person(acct.accountId, 'Other Team', { phone: '+14155550221', teamId: otherTeam });
    await person(acct.accountId, 'No Team', { phone: '+14155550222' });
    const stranger = await transferAccount();
    await person(stranger.accountId, 'Stranger', { phone: '+14155550223', teamId: stranger.teamId });
    const call = await liveCall(acct);
    const before = await toolWrites(acct.accountId);

    const r = await transfer(call.id, NOW());
    expect(r).toMatchObject({ ok: false, error: 'no_one_to_transfer_to' });
    expect(r.message).toMatch(/^Nobody at the business takes calls by phone/);
    const after = await toolWrites(acct.accountId);
    expect(after.events).toBe(before.events);
    expect(await callRowOf(call.id)).toMatchObject({ transferredToUserId: null, status: 'queued' });
  });

  it('with a teamless agent, any member of the call\'s account may take it', async () => {
    const acct = await transferAccount();
    await db.update(agents).set({ teamId: null }).where(eq(agents.id, acct.agent.id));
    const anyone = await person(acct.accountId, 'Any One', { phone: '+14155550231' });
    const call = await liveCall(acct);
    expect((await transfer(call.id, NOW())).transferred_to?.user_id).toBe(anyone);
  });
});

describe('transfer_to_human with nobody free', () => {
  it('books a voice_call callback in the first free slot of a member within three business days, linked both ways', async () => {
    const acct = await transferAccount();
    const now = NOW();
    const ann = await person(acct.accountId, 'Ann Away', { phone: '+14155550241', teamId: acct.teamId });
    const bob = await person(acct.accountId, 'Bob Booked', { phone: '+14155550242', teamId: acct.teamId });
    await busy(ann, at(1, '09:00'), at(2, '13:00')); // Ann: free from 13:00 the day after
    await busy(bob, at(1, '09:00'), at(2, '11:30')); // Bob: free from 11:30 the day after: first
    const call = await liveCall(acct);

    const r = await transfer(call.id, now, { reason: 'billing question' });
    expect(r).toMatchObject({
      ok: true,
      callback_with: { user_id: bob, name: 'Bob Booked' },
      event: { start_time: at(2, '11:30'), end_time: at(2, '11:45'), status: 'scheduled' },
      timezone: 'UTC',
    });
    const day = new Date(at(2, '11:30')).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    expect(r.message).toMatch(new RegExp(`^Nobody can take the call right now\\. Bob Booked will call you back on ${day} .+ at 11:30 AM \\(UTC\\)`));

    const event = await getEvent(db, await actorOf(bob), r.event!.id);
    expect(event).toMatchObject({
      event_type: 'voice_call',
      created_by_ai_agent: true,
      call_id: call.callId,
      customer: { name: 'Ada Lovelace', phone: '+14155550142', notes: 'billing question' },
    });
    const [row] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, r.event!.id));
    expect(row.ownerUserId).toBe(bob);
    const shown = await getCall(db, await actorOf(acct.userId), call.id);
    expect(shown.transferred_to).toBeNull();
    expect(shown.events).toEqual([expect.objectContaining({ id: r.event!.id, event_type: 'voice_call', start_time: at(2, '11:30') })]);
    // The call goes on: the agent tells the caller when.
    expect((await callRowOf(call.id)).status).toBe('queued');
  });

  it('books nothing when nobody is free within three business days', async () => {
    const acct = await transferAccount();
    const ann = await person(acct.accountId, 'Ann Away', { phone: '+14155550251', teamId: acct.teamId });
    await busy(ann, at(1, '00:00'), at(5, '00:00'));
    const call = await liveCall(acct);
    const r = await transfer(call.id, NOW());
    expect(r).toMatchObject({ ok: false, error: 'no_one_available' });
    expect(await eventsOfCall(call.id)).toEqual([]);
  });

  it('answers a repeated tool call id with the first answer and books once', async () => {
    const acct = await transferAccount();
    const ann = await person(acct.accountId, 'Ann Away', { phone: '+14155550261', teamId: acct.teamId });
    await busy(ann, at(1, '09:00'), at(1, '17:00'));
    const call = await liveCall(acct);
    const context = await loadToolCallContext(db, call.id);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => runTool(db, context, 'transfer_to_human', {}, { now: NOW(), providerToolCallId: 'tc-person' })),
    );
    for (const r of results) expect(r).toEqual(results[0]);
    expect(results[0].event?.start_time).toBe(at(2, '09:00'));
    expect(await eventsOfCall(call.id)).toHaveLength(1);
    expect(await db.select().from(toolInvocations).where(eq(toolInvocations.callId, call.id))).toHaveLength(1);
  });
});

describe('transfer_to_human and the destination policy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never puts the call through to a number the policy refuses now (saved before the floor), and books the callback instead', async () => {
    const acct = await transferAccount();
    const now = NOW();
    // Stored as it was before the floor: the Team page refuses such a number today.
    const dana = await person(acct.accountId, 'Dana Premium', { phone: '+19005550123', teamId: acct.teamId });
    const call = await liveCall(acct);
    const warn = vi.spyOn(logger, 'warn');

    const r = await transfer(call.id, now, { reason: 'wants a person' });
    expect(r).toMatchObject({ ok: true, callback_with: { user_id: dana, name: 'Dana Premium' }, event: { status: 'scheduled' } });
    expect(r.transferred_to).toBeUndefined();
    expect(r.message).toMatch(/^Nobody can take the call right now\. Dana Premium will call you back on /);
    expect(await callRowOf(call.id)).toMatchObject({ transferredToUserId: null, transferredToName: null, status: 'queued' });
    expect(await eventsOfCall(call.id)).toHaveLength(1);

    const skipped = warn.mock.calls.filter(([msg]) => /transfer target skipped/.test(msg));
    expect(skipped).toEqual([[expect.stringMatching(/destination policy/), expect.objectContaining({ call_id: call.id, user_id: dana })]]);
    // What the logger writes of it names the number only masked.
    expect(JSON.stringify(redactFields(skipped[0][1]))).not.toContain('5550123');
  });

  it('puts the call through to the free member whose number may be called, passing over one free longer', async () => {
    const acct = await transferAccount();
    const now = NOW();
    await person(acct.accountId, 'Ivo International', { phone: '+882164000000', teamId: acct.teamId }); // free all day
    const ann = await person(acct.accountId, 'Ann Allowed', { phone: '+14155550271', teamId: acct.teamId });
    await busy(ann, at(1, '12:00'), at(1, '13:00'));
    const call = await liveCall(acct);
    const r = await transfer(call.id, now);
    expect(r).toEqual({ ok: true, message: 'Putting you through to Ann Allowed now.', transferred_to: { user_id: ann, name: 'Ann Allowed' } });
  });
});
