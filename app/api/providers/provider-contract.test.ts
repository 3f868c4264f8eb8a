import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { toolInvocations } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { at } from '@/server/testing/calendar-fixtures';
import { callRowOf, drainJobs } from '@/server/testing/call-fixtures';
import { actorOf, outboxOf } from '@/server/testing/fixtures';
import { eventsOfCall, toolAccount, type ToolTestAccount } from '@/server/testing/tool-fixtures';
import { initiateCall } from '@/server/services/calls/initiate';
import type { AgentRow } from '@/server/services/agents/service';
import type { ToolName } from '@/server/services/tools/names';
import { providerDrivers, type Line } from '@/app/_testing/provider-drivers';

// The contract every real voice provider keeps, run once per provider through its driver: a call goes out with the
// agent, the number and the rendered variables; the provider's events move it through the same statuses to the same
// ended_reason, transcript, recording and cost; each tool answers the same way and runs once per tool call.

const TOOLS: ToolName[] = ['check_availability', 'book_appointment', 'reschedule_appointment', 'cancel_appointment', 'update_contact', 'opt_out'];
const LINES: Line[] = [
  { role: 'agent', text: 'Hi Ada!', at: 1 },
  { role: 'customer', text: 'Tuesday works.', at: 2 },
];

describe.each(providerDrivers)('the provider contract through $provider', (driver) => {
  let db: Database;
  let acct: ToolTestAccount;
  let agent: AgentRow;

  beforeAll(async () => {
    db = await getDb();
    await driver.start();
    acct = await toolAccount(TOOLS);
    agent = await driver.agent(acct, TOOLS);
  });
  afterAll(() => driver.close());

  /** A call of the provider's agent to the account's contact, dialed at the provider. */
  async function placed() {
    const res = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: '+14155550142', agent_id: agent.id, contact_id: acct.contactId });
    await drainJobs(new Date(Date.now() + 1000));
    return callRowOf(res.id);
  }
  async function answered() {
    const row = await placed();
    expect(await driver.answer(row.providerCallId!)).toBe(200);
    return row;
  }
  const eventTypesOf = async (id: number) =>
    (await outboxOf(acct.accountId)).filter((e) => (e.payload as { call: { id: number } }).call.id === id).map((e) => e.eventType);

  describe('calls', () => {
    it("goes out once with the agent, the contact's number and the call's rendered variables", async () => {
      const mark = driver.mark();
      const row = await placed();
      expect(driver.dialsSince(mark)).toEqual([
        { to: '+14155550142', agent: agent.assistantId, variables: expect.objectContaining({ first_name: 'Ada', business_name: 'Test Co' }) },
      ]);
      expect(row).toMatchObject({ provider: driver.provider, status: 'queued', providerCallId: expect.any(String) });
    });

    it('fails at once with the reason when the provider refuses the call', async () => {
      driver.refuseNext(402);
      const row = await placed();
      expect(row).toMatchObject({ status: 'failed', failureReason: 'provider-rejected-402', providerCallId: null, costCents: 0 });
      expect(await eventTypesOf(row.id)).toEqual(['call.failed']);
    });

    it('answered, its live lines, then ended by the customer: completed with timing, transcript, recording and cost, once', async () => {
      const row = await answered();
      expect((await callRowOf(row.id)).status).toBe('in_progress');
      await driver.say(row.providerCallId!, LINES.slice(0, 1));
      expect((await callRowOf(row.id)).transcript).toEqual([{ role: 'agent', text: 'Hi Ada!', start_seconds: expect.any(Number) }]);
      const ending = {
        why: 'customer-hung-up', startedAt: new Date('2026-03-01T10:00:00Z'), durationSeconds: 95, lines: LINES,
        recordingUrl: 'https://provider.example/rec.wav', providerCents: 13,
      } as const;
      expect(await driver.end(row.providerCallId!, ending)).toBe(200);
      const done = await callRowOf(row.id);
      expect(done).toMatchObject({
        status: 'completed', endedReason: 'customer-ended-call', durationSeconds: 95, endedAt: new Date('2026-03-01T10:01:35Z'),
        recordingUrl: 'https://provider.example/rec.wav', providerCostCents: 13,
        transcript: [{ role: 'agent', text: 'Hi Ada!', start_seconds: 1 }, { role: 'customer', text: 'Tuesday works.', start_seconds: 2 }],
      });
      // Billed on the same rule whoever carried the call: 95 seconds are two started minutes.
      expect(done.costCents).toBe(20);
      // Providers deliver again: the same end changes nothing and announces nothing twice.
      await driver.end(row.providerCallId!, ending);
      expect(await callRowOf(row.id)).toMatchObject({ status: 'completed', costCents: done.costCents, endedAt: done.endedAt });
      const types = await eventTypesOf(row.id);
      expect(types.filter((t) => t === 'call.ended')).toHaveLength(1);
      expect(types).toEqual(expect.arrayContaining(['call.started', 'call.ended', 'call.transcript', 'call.recording']));
    });

    it.each([
      ['no-answer', 'no_answer', 'customer-did-not-answer'],
      ['busy', 'busy', 'customer-busy'],
      ['voicemail', 'voicemail', 'voicemail'],
    ] as const)('ended before an answer as %s: %s with ended_reason %s, nothing billed', async (why, status, endedReason) => {
      const row = await placed();
      await driver.end(row.providerCallId!, { why, startedAt: new Date(), durationSeconds: 0, lines: [] });
      expect(await callRowOf(row.id)).toMatchObject({ status, endedReason, costCents: 0 });
    });

    it("fails an answered call the provider's error ends", async () => {
      const row = await answered();
      await driver.end(row.providerCallId!, { why: 'provider-error', startedAt: new Date(), durationSeconds: 10, lines: [] });
      expect(await callRowOf(row.id)).toMatchObject({ status: 'failed', endedReason: 'provider-error' });
    });
  });

  describe('tools', () => {
    it('runs each tool once per tool call: the same answer to a repeat, one booking', async () => {
      const row = await answered();
      const id = row.providerCallId!;
      const free = await driver.tool(id, 'check_availability', { start_date: at(2, '00:00').slice(0, 10) }, 'tc-free');
      expect(free).toEqual({ status: 200, result: expect.stringMatching(/\d/) });
      const booked = await driver.tool(id, 'book_appointment', { start_time: at(2, '10:00') }, 'tc-book');
      expect(booked.result).toMatch(/^Booked for .+appointment id \d+\.$/);
      expect(await driver.tool(id, 'book_appointment', { start_time: at(2, '10:00') }, 'tc-book')).toEqual(booked);
      const events = await eventsOfCall(row.id);
      expect(events).toHaveLength(1);
      expect((await driver.tool(id, 'reschedule_appointment', { event_id: events[0].id, start_time: at(2, '11:00') }, 'tc-move')).result).toMatch(/\S/);
      expect((await eventsOfCall(row.id))[0].startTime).toEqual(new Date(at(2, '11:00')));
      expect((await driver.tool(id, 'cancel_appointment', { event_id: events[0].id }, 'tc-cancel')).result).toMatch(/\S/);
      expect((await driver.tool(id, 'update_contact', { stage: 'qualified' }, 'tc-contact')).result).toMatch(/\S/);
      const runs = await db.select().from(toolInvocations).where(eq(toolInvocations.callId, row.id));
      expect(runs.map((r) => r.tool).sort()).toEqual(['book_appointment', 'cancel_appointment', 'check_availability', 'reschedule_appointment', 'update_contact']);
    });

    it('answers a taken time, wrong arguments and an unknown tool as results, running nothing', async () => {
      const row = await answered();
      const id = row.providerCallId!;
      await driver.tool(id, 'book_appointment', { start_time: at(3, '11:00') }, 'tc-first');
      expect((await driver.tool(id, 'book_appointment', { start_time: at(3, '11:00') }, 'tc-taken')).result).toMatch(/^That time is already taken\. /);
      expect((await driver.tool(id, 'book_appointment', { start_time: 12 }, 'tc-wrong')).result).toMatch(/^The tool did not run: /);
      expect((await driver.tool(id, 'transfer_money', {}, 'tc-unknown')).result).toMatch(/^The tool did not run: No tool is named "transfer_money"/);
      expect(await eventsOfCall(row.id)).toHaveLength(1);
    });

    it('answers for a call it does not know, and runs nothing once a call has ended', async () => {
      expect((await driver.tool(`${driver.provider}-call-unknown`, 'check_availability', {}, 'tc-unknown-call')).result).toMatch(/not known/);
      const row = await answered();
      await driver.end(row.providerCallId!, { why: 'customer-hung-up', startedAt: new Date(), durationSeconds: 30, lines: [] });
      const late = await driver.tool(row.providerCallId!, 'book_appointment', { start_time: at(4, '10:00') }, 'tc-late');
      expect(late.result).toMatch(/tools run only while a call is queued, ringing or in progress/);
      expect(await eventsOfCall(row.id)).toHaveLength(0);
    });
  });
});
