import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import type { Database } from '../../db/types';
import { callRowOf, drainJobs, fundedAccount, pendingJobsOf, type CallTestAccount } from '../../testing/call-fixtures';
import { actorOf, outboxOf } from '../../testing/fixtures';
import { cancelCall } from '../calls/cancel';
import { retireDialJobs } from '../calls/dial';
import { initiateCall } from '../calls/initiate';
import { startAtProvider, startBatchAtProvider } from '../calls/provider-start';

/**
 * The simulator rings a batch of calls (a campaign's pass) exactly as it rings each call on its own: every call of the
 * batch rings, its script's next step is due when it would be for a call started alone, and it ends the same way. A
 * call canceled before the batch starts is not rung, and its step, when it comes due, leaves it as it was.
 */
// Monday 23 November 2026, 18:00 UTC.
const NOW = new Date('2026-11-23T18:00:00Z');
const LATER = new Date(NOW.getTime() + 3_600_000);

// The script's outcomes by the number's last four digits: no answer, busy, voicemail, answered.
const endings = [
  { digits: '0001', ends: 'no_answer' },
  { digits: '0002', ends: 'busy' },
  { digits: '0004', ends: 'voicemail' },
  { digits: '0123', ends: 'completed' },
] as const;

let db: Database;
let acct: CallTestAccount;

beforeAll(async () => {
  db = await getDb();
  acct = await fundedAccount({ balanceCents: 100_000, agent: { name: 'Sim Agent' } });
});

afterEach(() => {
  config.SIMULATOR_TIME_SCALE = 0;
});

/** Queued calls placed at NOW and taken for dialing now, as a dial takes them: their dial jobs are retired. */
async function placeQueued(numbers: string[]): Promise<number[]> {
  const actor = await actorOf(acct.userId);
  const ids: number[] = [];
  for (const phone_number of numbers) {
    ids.push((await initiateCall(db, actor, { purpose: 'informational', phone_number, agent_id: acct.agent.id }, NOW)).id);
  }
  await retireDialJobs(db, ids);
  return ids;
}

/** The script's pending steps of a call, with when each is due. */
const stepsOf = async (callId: number) =>
  (await pendingJobsOf(callId)).filter((j) => j.kind === 'calls.simulator_step').map((j) => ({ step: (j.payload as { step: string }).step, runAt: j.runAt }));

/** What a call's end records, beside its identity. */
const endOf = async (callId: number) => {
  const row = await callRowOf(callId);
  return {
    status: row.status, failureReason: row.failureReason, endedReason: row.endedReason, durationSeconds: row.durationSeconds,
    costCents: row.costCents, transcriptFinal: row.transcriptFinal,
  };
};

const eventTypesOf = async (callId: number) =>
  (await outboxOf(acct.accountId)).filter((e) => (e.payload as { call: { id: number } }).call.id === callId).map((e) => e.eventType);

describe('simulator: a batch of calls rings as calls started one by one do', () => {
  it('rings each call with the same next step at the same moment, and each ends the same way', async () => {
    // At the real time scale, so that each outcome's step falls due at its own moment.
    config.SIMULATOR_TIME_SCALE = 1;
    const alone = await placeQueued(endings.map((e) => `+1415558${e.digits}`));
    const together = await placeQueued(endings.map((e) => `+1415559${e.digits}`));
    const canceledId = (await placeQueued(['+14155590007']))[0];
    await cancelCall(db, await actorOf(acct.userId), canceledId, NOW);
    const canceledBefore = await callRowOf(canceledId);

    for (const id of alone) await startAtProvider(db, await callRowOf(id), acct.agent, NOW);
    const batch = [...together, canceledId];
    await startBatchAtProvider(db, await Promise.all(batch.map(callRowOf)), acct.agent, NOW);

    for (const [i, e] of endings.entries()) {
      const [a, b] = [await callRowOf(alone[i]), await callRowOf(together[i])];
      expect([a.status, b.status], e.digits).toEqual(['ringing', 'ringing']);
      expect(b.updatedAt, e.digits).toEqual(a.updatedAt);
      const steps = await stepsOf(alone[i]);
      expect(steps, e.digits).toHaveLength(1);
      expect(await stepsOf(together[i]), e.digits).toEqual(steps);
    }
    // Steps due at different moments: the twins' equality is not that of a shared default.
    expect(new Set(await Promise.all(alone.map(async (id) => (await stepsOf(id))[0].runAt.getTime()))).size).toBe(endings.length);

    // The canceled call does not ring; its step is written with the batch and, when run, changes nothing.
    expect(await callRowOf(canceledId)).toEqual(canceledBefore);
    expect((await stepsOf(canceledId)).map((s) => s.step)).toEqual(['answer']);

    config.SIMULATOR_TIME_SCALE = 0;
    await drainJobs(LATER);

    expect(await callRowOf(canceledId)).toEqual(canceledBefore);
    expect(await pendingJobsOf(canceledId)).toEqual([]);
    for (const [i, e] of endings.entries()) {
      const end = await endOf(alone[i]);
      expect(end.status, e.digits).toBe(e.ends);
      expect(await endOf(together[i]), e.digits).toEqual(end);
      expect(await eventTypesOf(together[i]), e.digits).toEqual(await eventTypesOf(alone[i]));
      expect(await pendingJobsOf(together[i]), e.digits).toEqual([]);
    }
  });
});
