import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../../db/client';
import type { Database } from '../../../db/types';
import { actorOf, outboxOf } from '../../../testing/fixtures';
import { callRowOf, drainJobs, fundedAccount, ledgerOf, type CallTestAccount } from '../../../testing/call-fixtures';
import { initiateCall } from '../../calls/initiate';
import { getCall } from '../../calls/read';
import { simulatedTranscript } from './script';
import { agentTurns, simulatedReport } from './report';

const noLatency = { turns: 0, p50_ms: null, p95_ms: null, model_p50_ms: null, voice_p50_ms: null, transcriber_p50_ms: null };
const perMinute = (m: number) => [
  { name: 'telephony', cents: m }, { name: 'transcriber', cents: m }, { name: 'model', cents: 2 * m }, { name: 'voice', cents: 2 * m }, { name: 'platform', cents: m },
];

describe("the simulator's report (pure)", () => {
  const script = simulatedTranscript('', 'Sim');
  it.each([
    // The script's callee speaks at 7 s and 41 s; the agent answers at 12 s and 83 s.
    [95, 2], [84, 2], [83, 1], [60, 1], [12, 0], [0, 0],
  ])('a %i s call has %i agent turns', (seconds, turns) => {
    expect(agentTurns(script, seconds)).toBe(turns);
  });

  it.each([
    [95, 2, { turns: 2, p50_ms: 950, p95_ms: 1_080, model_p50_ms: 420, voice_p50_ms: 180, transcriber_p50_ms: 150 }],
    [60, 1, { turns: 1, p50_ms: 950, p95_ms: 950, model_p50_ms: 420, voice_p50_ms: 180, transcriber_p50_ms: 150 }],
    [0, 0, noLatency],
  ])('a %i s call costs 7 cents for each of its %i billed minutes', (seconds, minutes, latency) => {
    const r = simulatedReport(seconds, script);
    expect(r.cost).toEqual({ providerCents: 7 * minutes, components: perMinute(minutes) });
    expect(r.latency).toEqual(latency);
  });

  it('three turns and more take the timings in turn', () => {
    const lines = [0, 1, 2, 3].flatMap((i) => [
      { role: 'customer', text: 'Yes?', start_seconds: i * 10 },
      { role: 'agent', text: 'Indeed.', start_seconds: i * 10 + 5 },
    ]);
    // Whole turns 950, 1080, 1240, 950: p50 is the second smallest, p95 the largest.
    expect(simulatedReport(40, lines).latency).toEqual({ turns: 4, p50_ms: 950, p95_ms: 1_240, model_p50_ms: 420, voice_p50_ms: 180, transcriber_p50_ms: 150 });
  });
});

describe('simulated calls carry their cost breakdown and latency', () => {
  let db: Database;
  let acct: CallTestAccount;
  beforeAll(async () => {
    db = await getDb();
    acct = await fundedAccount({ balanceCents: 10_000, rateCents: 12 });
  });

  async function run(number: string, a = acct) {
    const actor = await actorOf(a.userId);
    const res = await initiateCall(db, actor, { purpose: 'informational', phone_number: number, agent_id: a.agent.id });
    await drainJobs(new Date(Date.now() + 1000));
    const debits = (await ledgerOf(a.accountId)).filter((l) => l.callId === res.id);
    expect(debits).toHaveLength(1);
    return { dto: await getCall(db, actor, res.id), debit: 0 - debits[0].amountCents };
  }

  it('an answered call: 95 s, two billed minutes, two turns; billed is what the ledger debits', async () => {
    const { dto, debit } = await run('+14155550123');
    expect(dto).toMatchObject({ status: 'completed', duration_seconds: 95, cost_cents: 24 });
    expect(dto.cost_breakdown).toEqual({ billed_cents: 24, provider_cents: 14, components: perMinute(2) });
    expect(dto.latency).toEqual({ turns: 2, p50_ms: 950, p95_ms: 1_080, model_p50_ms: 420, voice_p50_ms: 180, transcriber_p50_ms: 150 });
    expect(debit).toBe(24);
    expect(await callRowOf(dto.id)).toMatchObject({ latencyP95Ms: 1_080 });
    // call.ended carries it.
    const ended = (await outboxOf(acct.accountId)).find((e) => e.eventType === 'call.ended' && (e.payload as { call: { id: number } }).call.id === dto.id);
    expect((ended!.payload as { call: unknown }).call).toMatchObject({ cost_breakdown: dto.cost_breakdown, latency: dto.latency });
  });

  it.each([['+14155550001', 'no_answer'], ['+14155550002', 'busy'], ['+14155550003', 'failed'], ['+14155550004', 'voicemail']])(
    'a call to %s ends %s: nothing billed, nothing spent, no turns', async (number, status) => {
      const { dto, debit } = await run(number);
      expect(dto.status).toBe(status);
      expect(dto.cost_breakdown).toEqual({ billed_cents: 0, provider_cents: 0, components: perMinute(0) });
      expect(dto.latency).toEqual(noLatency);
      expect(debit).toBe(0);
    },
  );

  it('a call cut at the maximum duration: one minute, one turn', async () => {
    const short = await fundedAccount({ balanceCents: 10_000, rateCents: 12, maxCallSeconds: 60 });
    const { dto, debit } = await run('+14155550123', short);
    expect(dto).toMatchObject({ duration_seconds: 60, cost_cents: 12 });
    expect(dto.cost_breakdown).toEqual({ billed_cents: 12, provider_cents: 7, components: perMinute(1) });
    expect(dto.latency).toMatchObject({ turns: 1, p50_ms: 950, p95_ms: 950 });
    expect(debit).toBe(12);
  });
});
