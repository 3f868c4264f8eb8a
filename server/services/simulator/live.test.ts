import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import type { Database } from '../../db/types';
import { workOnce } from '../../jobs/worker';
import { enqueueJob } from '../../outbox/jobs';
import { actorOf, outboxOf } from '../../testing/fixtures';
import { callRowOf, drainJobs, fundedAccount, pendingJobsOf, type CallTestAccount } from '../../testing/call-fixtures';
import { initiateCall } from '../calls/initiate';
import { lineHeardSeconds, liveLine, simulatorLineJob } from './live';
import { simulatedTranscript } from '../providers/simulator/script';

let db: Database;
let acct: CallTestAccount;

beforeAll(async () => {
  db = await getDb();
  acct = await fundedAccount({ balanceCents: 10_000, agent: { name: 'Live Agent', first_message: 'Hello {{first_name}}.' } });
});

afterEach(() => {
  config.SIMULATOR_TIME_SCALE = 0;
});

const place = async (number: string) =>
  (await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: number, agent_id: acct.agent.id, variables: { first_name: 'Ada' } })).id;

const script = simulatedTranscript('Hello Ada.', 'Live Agent');
const transcriptTypes = async (callId: number) =>
  (await outboxOf(acct.accountId))
    .filter((e) => (e.payload as { call: { id: number } }).call.id === callId && e.eventType === 'call.transcript');

describe('lineHeardSeconds', () => {
  const lines = [
    { role: 'agent', text: 'one two three four five six', start_seconds: 0 },
    { role: 'customer', text: 'yes', start_seconds: 2 },
    { role: 'agent', text: 'a b c d e f g h i j', start_seconds: 10 },
    { role: 'customer', text: 'bye', start_seconds: 30 },
  ];
  it.each([
    // Said in full (words / 2.5 s), never after the next line starts nor after the end; lines past the cut unheard.
    [95, [2, 3, 14, 31]],
    [12, [2, 3, 12]],
    [10, [2, 3]],
  ])('a %i s conversation', (talk, heard) => {
    expect(lineHeardSeconds(lines, talk)).toEqual(heard);
  });
});

describe('simulated live transcript', () => {
  it('reports the lines one by one while the call talks, then the whole transcript once it ends', async () => {
    config.SIMULATOR_TIME_SCALE = 0.01;
    const id = await place('+14155550131');
    const t0 = new Date(Date.now() + 1000);
    await workOnce(db, t0); // ringing
    const answeredAt = new Date(t0.getTime() + 40);
    await workOnce(db, answeredAt);
    expect((await callRowOf(id)).status).toBe('in_progress');
    const lineJobs = (await pendingJobsOf(id)).filter((j) => j.kind === 'calls.simulator_line');
    const heard = lineHeardSeconds(script, 95);
    expect(lineJobs.map((j) => j.runAt.getTime() - answeredAt.getTime())).toEqual(heard.map((s) => Math.round(s * 10)));

    // Halfway through the conversation: the lines heard so far are there, the call still talks, no call.transcript yet.
    const midway = new Date(answeredAt.getTime() + 500);
    await drainJobs(midway);
    const live = await callRowOf(id);
    const soFar = heard.filter((s) => s * 10 <= 500).length;
    expect(soFar).toBeGreaterThan(0);
    expect(soFar).toBeLessThan(script.length);
    // Stamped on the wall clock from the answer, as the page's elapsed timer counts: 41 script seconds are 0.41 s here.
    expect(live).toMatchObject({ status: 'in_progress', transcriptFinal: false, transcript: script.slice(0, soFar).map((l) => liveLine(l, 0.01)) });
    expect(live.transcript!.map((l) => l.start_seconds)).toEqual(script.slice(0, soFar).map((l) => l.start_seconds / 100));
    expect(await transcriptTypes(id)).toEqual([]);

    // Each step after the hang-up is timed from the one before it.
    for (const ms of [2_000, 3_000, 4_000, 5_000]) await drainJobs(new Date(answeredAt.getTime() + ms));
    const done = await callRowOf(id);
    // The final transcript keeps the script's own seconds, as the talk time does.
    expect(done).toMatchObject({ status: 'completed', transcriptFinal: true, transcript: script });
    expect(await transcriptTypes(id)).toHaveLength(1);
  });

  it('keeps the lines in order and once: a late job brings the earlier ones, a repeated or stale one changes nothing', async () => {
    config.SIMULATOR_TIME_SCALE = 1;
    const id = await place('+14155550132');
    const t0 = new Date(Date.now() + 1000);
    await workOnce(db, t0);
    await workOnce(db, new Date(t0.getTime() + 4000));
    expect((await callRowOf(id)).status).toBe('in_progress');
    // Line 2's job runs before lines 0 and 1 (a worker that fell behind): all three arrive, in the script's order.
    await enqueueJob(db, simulatorLineJob, { call_id: id, index: 2 }, { runAt: t0 });
    await workOnce(db, new Date(t0.getTime() + 4001));
    expect((await callRowOf(id)).transcript).toEqual(script.slice(0, 3));
    await enqueueJob(db, simulatorLineJob, { call_id: id, index: 1 }, { runAt: t0 });
    await enqueueJob(db, simulatorLineJob, { call_id: id, index: 2 }, { runAt: t0 });
    await workOnce(db, new Date(t0.getTime() + 4002));
    expect((await callRowOf(id)).transcript).toEqual(script.slice(0, 3));

    for (const s of [200, 210, 220, 230]) await drainJobs(new Date(t0.getTime() + s * 1000));
    const done = await callRowOf(id);
    expect(done).toMatchObject({ status: 'completed', transcript: script });
    // After the end, a line job finds the final transcript and adds nothing.
    await enqueueJob(db, simulatorLineJob, { call_id: id, index: 4 }, { runAt: t0 });
    await drainJobs(new Date(t0.getTime() + 240_000));
    expect((await callRowOf(id)).transcript).toEqual(script);
  });
});
