import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config, publicBaseUrl } from '../../config';
import { getDb } from '../../db/client';
import { agents, jobs } from '../../db/schema';
import type { Database } from '../../db/types';
import { enqueueJob } from '../../outbox/jobs';
import { startCall } from '../calls/call-jobs';
import { simulatorStepJob } from './steps';
import { workOnce } from '../../jobs/worker';
import { actorOf, outboxOf } from '../../testing/fixtures';
import { initiateCall } from '../calls/initiate';
import {
  balanceAndLedgerSum, callRowOf, drainJobs, fundedAccount, insertContact, pendingJobsOf, type CallTestAccount,
} from '../../testing/call-fixtures';
import { SIM_CONVERSATION_SECONDS } from '../providers/simulator/script';
import { eventsOfCall, liveCall, toolAccount } from '../../testing/tool-fixtures';
import { getAvailability } from '../calendar/service';

let db: Database;
let acct: CallTestAccount;

beforeAll(async () => {
  db = await getDb();
  acct = await fundedAccount({
    balanceCents: 10_000,
    rateCents: 12,
    agent: { name: 'Sim Agent', first_message: 'Hello {{first_name}}, this is {{business_name}}.' },
  });
});

afterEach(() => {
  config.SIMULATOR_TIME_SCALE = 0;
});

async function place(number: string, variables: Record<string, unknown> = { first_name: 'Linus' }) {
  const res = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: number, agent_id: acct.agent.id, variables });
  return res.id;
}

/** The script's pending steps (the live transcript's line jobs left out). */
const stepJobsOf = async (callId: number) => (await pendingJobsOf(callId)).filter((j) => j.kind === 'calls.simulator_step');

const eventsOf = async (callId: number) =>
  (await outboxOf(acct.accountId)).filter((e) => (e.payload as { call: { id: number } }).call.id === callId);

describe('simulator', () => {
  it('runs a call to completion with transcript, recording and summary, billing two started minutes', async () => {
    const [agentBefore] = await db.select().from(agents).where(eq(agents.id, acct.agent.id));
    const balanceBefore = (await balanceAndLedgerSum(acct.accountId)).balance;
    const id = await place('+14155550123');
    await drainJobs(new Date(Date.now() + 1000));

    const row = await callRowOf(id);
    expect(row).toMatchObject({
      status: 'completed',
      durationSeconds: SIM_CONVERSATION_SECONDS,
      costCents: 24,
      recordingUrl: `${publicBaseUrl()}/simulator/sample-call.mp3?call=${row.callId}`,
      transcriptFinal: true,
      failureReason: null,
    });
    expect(row.startedAt).not.toBeNull();
    expect(row.transcript![0]).toEqual({ role: 'agent', text: 'Hello Linus, this is Test Co.', start_seconds: 0 });
    expect(row.transcript!.every((l, i, all) => i === 0 || l.start_seconds > all[i - 1].start_seconds)).toBe(true);
    expect(row.summary).toContain('Hello Linus, this is Test Co.');

    const events = await eventsOf(id);
    expect(events.map((e) => e.eventType)).toEqual(['call.started', 'call.ended', 'call.transcript', 'call.compliance_flagged', 'call.recording', 'call.summary']);
    expect((events[2].payload as any).call.transcript).toEqual(row.transcript);

    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: balanceBefore - 24, ledgerSum: balanceBefore - 24 });
    const [agentAfter] = await db.select().from(agents).where(eq(agents.id, acct.agent.id));
    expect(agentAfter.totalCalls).toBe(agentBefore.totalCalls + 1);
    expect(agentAfter.secondsUsed).toBe(agentBefore.secondsUsed + 120);
    expect(await pendingJobsOf(id)).toEqual([]);
  });

  it.each([
    ['+14155550001', 'no_answer', 'customer-did-not-answer'],
    ['+14155550002', 'busy', 'customer-busy'],
    ['+14155550003', 'failed', 'failed-to-connect'],
  ])('%s ends %s', async (number, status, reason) => {
    const id = await place(number);
    await drainJobs(new Date(Date.now() + 1000));
    const row = await callRowOf(id);
    expect(row).toMatchObject({ status, failureReason: reason, durationSeconds: 0, costCents: 0, startedAt: null, transcript: null });
    const events = await eventsOf(id);
    expect(events.map((e) => e.eventType)).toEqual(['call.failed']);
    expect((events[0].payload as any).call).toMatchObject({ status, failure_reason: reason });
  });

  it('survives a restart in the middle of a call', async () => {
    const id = await place('+14155550124');
    const now = new Date(Date.now() + 1000);
    await workOnce(db, now); // start: ringing
    await workOnce(db, now); // answer: in progress
    expect((await callRowOf(id)).status).toBe('in_progress');
    expect((await stepJobsOf(id)).map((j) => j.payload.step)).toEqual(['hangup']);

    // A worker claims the hang-up and dies before finishing it: the claim holds, then expires.
    const [hangup] = await stepJobsOf(id);
    await db.update(jobs).set({ lockedUntil: new Date(now.getTime() + 60_000), attempts: 1 }).where(eq(jobs.id, hangup.id));
    await workOnce(db, now);
    expect((await callRowOf(id)).status).toBe('in_progress');

    // A fresh process: new module state, nothing carried over but the rows.
    vi.resetModules();
    const fresh = await import('../../jobs/worker');
    const later = new Date(now.getTime() + 61_000);
    while ((await fresh.workOnce(db, later)) > 0);
    const row = await callRowOf(id);
    expect(row.status).toBe('completed');
    expect(row.summary).toEqual(expect.any(String));
    expect((await eventsOf(id)).map((e) => e.eventType)).toEqual(['call.started', 'call.ended', 'call.transcript', 'call.compliance_flagged', 'call.recording', 'call.summary']);
  });

  it('ignores a step that already ran (a job repeated after a crash)', async () => {
    const id = await place('+14155550125');
    await drainJobs(new Date(Date.now() + 1000));
    const before = await callRowOf(id);
    const eventCount = (await eventsOf(id)).length;
    for (const step of ['answer', 'hangup', 'transcript', 'recording', 'summary', 'busy'] as const) {
      await enqueueJob(db, simulatorStepJob, { call_id: id, step });
    }
    await enqueueJob(db, startCall, { call_id: id });
    await drainJobs(new Date(Date.now() + 1000));
    expect(await callRowOf(id)).toEqual(before);
    expect((await eventsOf(id)).length).toBe(eventCount);
  });

  it('paces the steps by SIMULATOR_TIME_SCALE', async () => {
    config.SIMULATOR_TIME_SCALE = 0.01;
    const id = await place('+14155550126');
    const now = new Date(Date.now() + 1000);
    await workOnce(db, now);
    expect((await callRowOf(id)).status).toBe('ringing');
    const [answer] = await pendingJobsOf(id);
    expect(answer.runAt.getTime() - now.getTime()).toBe(40); // 4 s of ringing at 0.01
    await workOnce(db, new Date(now.getTime() + 39));
    expect((await callRowOf(id)).status).toBe('ringing');
    const answeredAt = new Date(now.getTime() + 40);
    await workOnce(db, answeredAt);
    expect((await callRowOf(id)).status).toBe('in_progress');
    const [hangup] = await stepJobsOf(id);
    expect(hangup.runAt.getTime() - answeredAt.getTime()).toBe(950); // a 95 s conversation lasts 0.95 s
  });
});

describe('simulator analysis', () => {
  it("analyzes an answered call of an agent with an analysis setting, after its summary, and updates the call's contact", async () => {
    const own = await fundedAccount({ balanceCents: 10_000, agent: { analysis: { success_criteria: 'Agrees to a follow-up', extract: ['city'] } } });
    const actor = await actorOf(own.userId);
    const contactId = await insertContact(own.accountId, { firstName: 'Ada', phones: [{ number: '+14155550140' }] });
    const res = await initiateCall(db, actor, { purpose: 'informational', phone_number: '+14155550140', agent_id: own.agent.id, contact_id: contactId, variables: { heard_city: 'Lyon' } });
    await drainJobs(new Date(Date.now() + 1000));
    const row = await callRowOf(res.id);
    expect(row.analysis).toEqual({
      summary: row.summary, success: true, structured_data: { city: 'Lyon' }, errors: [], changes: [{ variable: 'city', before: null, after: 'Lyon' }],
    });
    const types = (await outboxOf(own.accountId)).map((e) => e.eventType);
    expect(types.slice(-2)).toEqual(['call.summary', 'call.analyzed']);
  });

  it('books the first free slot of the next 7 days through the tools when the agent has book_appointment, once', async () => {
    const acct = await toolAccount(['book_appointment']);
    const call = await liveCall(acct);
    const now = new Date(Date.now() + 1000);
    const [expected] = (await getAvailability(db, await actorOf(acct.userId), { timezone: 'UTC' }, { now })).available_slots;
    await drainJobs(now);
    const row = await callRowOf(call.id);
    expect(row).toMatchObject({ status: 'completed', endedReason: 'customer-ended-call' });
    const events = await eventsOfCall(call.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ startTime: new Date(expected.start), createdByAiAgent: true, aiAgentId: acct.agent.id, customerPhone: '+14155550142' });
    // A repeated step (a job run again after a crash) books nothing more.
    await enqueueJob(db, simulatorStepJob, { call_id: call.id, step: 'book' });
    await drainJobs(new Date(Date.now() + 1000));
    expect(await eventsOfCall(call.id)).toHaveLength(1);
  });

  it('books nothing for an agent without book_appointment', async () => {
    const acct = await toolAccount(['check_availability']);
    const call = await liveCall(acct);
    await drainJobs(new Date(Date.now() + 1000));
    expect((await callRowOf(call.id)).status).toBe('completed');
    expect(await eventsOfCall(call.id)).toHaveLength(0);
  });
});
