import { beforeAll, describe, expect, it } from 'vitest';
import type { Vapi } from '@vapi-ai/server-sdk';
import type { SentMessage, SentReport } from '../../../testing/vapi-messages';
import { getDb } from '../../../db/client';
import type { Database } from '../../../db/types';
import { actorOf, outboxOf } from '../../../testing/fixtures';
import { callRowOf, fundedAccount, ledgerOf, type CallTestAccount } from '../../../testing/call-fixtures';
import { vapiEventsSetup } from '../../../../app/_testing/vapi-events';
import { getCall } from '../../calls/read';

// What a call cost Vapi and how fast its agent was, from the end-of-call report sent to the events route.

let db: Database;
beforeAll(async () => {
  db = await getDb();
});
const { send, placedCall } = vapiEventsSetup('vapi-cost-secret');

let numbers = 0;
const vapiAgent = () => ({ name: 'Vapi Agent', provider_phone_number_id: `pn-cost-${++numbers}-${Date.now()}` });

/** Vapi's itemized costs of a call, in its SDK's shape: one item of each kind a plain call has, and its analysis. */
const costs = [
  { type: 'transport', provider: 'twilio', minutes: 2.1, cost: 0.0213 },
  { type: 'transcriber', transcriber: { provider: 'deepgram', model: 'nova-3' }, minutes: 2.1, cost: 0.0214 },
  { type: 'model', model: { provider: 'openai', model: 'gpt-4o' }, promptTokens: 5120, completionTokens: 410, cost: 0.0436 },
  { type: 'voice', voice: { provider: '11labs', voiceId: 'burt' }, characters: 1480, cost: 0.0729 },
  { type: 'vapi', subType: 'normal', minutes: 2.1, cost: 0.105 },
  { type: 'analysis', analysisType: 'summary', model: { provider: 'openai', model: 'gpt-4o' }, promptTokens: 900, completionTokens: 60, cost: 0.0011 },
] satisfies Vapi.ServerMessageEndOfCallReportCostsItem[];

/** Four measured turns: whole turns 950, 1200, 800 and 2100 ms. */
const performanceMetrics = {
  turnLatencies: [
    { modelLatency: 400, voiceLatency: 200, transcriberLatency: 100, endpointingLatency: 250, turnLatency: 950 },
    { modelLatency: 600, voiceLatency: 250, transcriberLatency: 120, endpointingLatency: 230, turnLatency: 1200 },
    { modelLatency: 300, voiceLatency: 180, transcriberLatency: 90, endpointingLatency: 230, turnLatency: 800 },
    { modelLatency: 1500, voiceLatency: 300, transcriberLatency: 130, endpointingLatency: 170, turnLatency: 2100 },
  ],
  modelLatencyAverage: 700,
  turnLatencyAverage: 1262.5,
} satisfies Vapi.PerformanceMetrics;

const expectedComponents = [
  { name: 'telephony', cents: 2 },
  { name: 'transcriber', cents: 2 },
  { name: 'model', cents: 5 },
  { name: 'voice', cents: 7 },
  { name: 'platform', cents: 11 },
  { name: 'other', cents: 0 },
];
const expectedLatency = { turns: 4, p50_ms: 950, p95_ms: 2100, model_p50_ms: 400, voice_p50_ms: 200, transcriber_p50_ms: 100 };

const report = (providerCallId: string | null, durationSeconds: number, extra: Partial<SentReport> = {}): SentReport => {
  const startedAt = new Date(Date.now() - 200_000);
  return {
    type: 'end-of-call-report', endedReason: 'customer-ended-call', call: { id: providerCallId },
    startedAt: startedAt.toISOString(), endedAt: new Date(startedAt.getTime() + durationSeconds * 1000).toISOString(), durationSeconds,
    ...extra,
  };
};
const fullReport = (id: string | null, seconds = 126) => report(id, seconds, { cost: 0.2653, costs, artifact: { performanceMetrics } });
const ended = (providerCallId: string | null, endedReason: Vapi.ServerMessageStatusUpdate['endedReason'] = 'customer-ended-call') =>
  ({ type: 'status-update', status: 'ended', endedReason, call: { id: providerCallId } }) satisfies SentMessage<Vapi.ServerMessageStatusUpdate>;

/** The call's debit in the wallet's ledger (one entry per call), as a positive number of cents. */
async function debitOf(acct: CallTestAccount, callId: number) {
  const entries = (await ledgerOf(acct.accountId)).filter((l) => l.callId === callId);
  expect(entries).toHaveLength(1);
  return 0 - entries[0].amountCents;
}
const dtoOf = async (acct: CallTestAccount, id: number) => getCall(db, await actorOf(acct.userId), id);

describe('Vapi end-of-call report: cost breakdown and latency', () => {
  it("maps Vapi's costs onto our components adding up to its total, the turns onto percentiles, and bills what the ledger debits", async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await placedCall(acct, { answered: true });
    const res = await send(fullReport(row.providerCallId));
    expect(res.status).toBe(200);

    const call = await callRowOf(row.id);
    expect(call).toMatchObject({ status: 'completed', costCents: 30, providerCostCents: 27, latencyP95Ms: 2100 });
    const dto = await dtoOf(acct, row.id);
    expect(dto.cost_breakdown).toEqual({ billed_cents: 30, provider_cents: 27, components: expectedComponents });
    expect(dto.cost_breakdown.components!.reduce((s, c) => s + c.cents, 0)).toBe(dto.cost_breakdown.provider_cents);
    expect(dto.latency).toEqual(expectedLatency);
    expect(dto.cost_breakdown.billed_cents).toBe(await debitOf(acct, row.id));
    expect(dto.cost_breakdown.billed_cents).toBe(dto.cost_cents);

    // call.ended, written as the report ends the call, already carries both.
    const endedEvent = (await outboxOf(acct.accountId)).find((e) => e.eventType === 'call.ended');
    expect((endedEvent!.payload as { call: Record<string, unknown> }).call).toMatchObject({
      cost_cents: 30, cost: 0.3, cost_breakdown: { billed_cents: 30, provider_cents: 27, components: expectedComponents }, latency: expectedLatency,
    });
  });

  it('changes nothing on a repeated report', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await placedCall(acct, { answered: true });
    const msg = fullReport(row.providerCallId);
    await send(msg);
    const first = await callRowOf(row.id);
    const events = (await outboxOf(acct.accountId)).length;
    await send(msg);
    await Promise.all([send(msg), send(msg)]);
    expect(await callRowOf(row.id)).toEqual(first);
    expect((await outboxOf(acct.accountId)).length).toBe(events);
    expect(await debitOf(acct, row.id)).toBe(30);
  });

  it('bills what the ledger debits when the report re-times a call the status update ended', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await placedCall(acct, { answered: true });
    await send(ended(row.providerCallId));
    expect((await dtoOf(acct, row.id)).cost_breakdown).toEqual({ billed_cents: 10, provider_cents: null, components: null });
    await send(fullReport(row.providerCallId, 185));
    const dto = await dtoOf(acct, row.id);
    expect(dto.cost_breakdown).toEqual({ billed_cents: 40, provider_cents: 27, components: expectedComponents });
    expect(await debitOf(acct, row.id)).toBe(40);
  });

  it('bills nothing for a failed call and keeps what Vapi says it cost', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await placedCall(acct);
    await send(report(row.providerCallId, 0, {
      endedReason: 'call.start.error-get-transport', cost: 0.004,
      costs: [{ type: 'transport', minutes: 0.1, cost: 0.004 }], artifact: { performanceMetrics: { turnLatencies: [] } },
    }));
    const dto = await dtoOf(acct, row.id);
    expect(dto.status).toBe('failed');
    expect(dto.cost_breakdown).toEqual({ billed_cents: 0, provider_cents: 0, components: [{ name: 'telephony', cents: 0 }] });
    expect(dto.latency).toEqual({ turns: 0, p50_ms: null, p95_ms: null, model_p50_ms: null, voice_p50_ms: null, transcriber_p50_ms: null });
    expect(await debitOf(acct, row.id)).toBe(0);
  });

  it('leaves the provider parts null when the report says nothing of cost or latency', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await placedCall(acct, { answered: true });
    await send(report(row.providerCallId, 61));
    const dto = await dtoOf(acct, row.id);
    expect(dto.cost_breakdown).toEqual({ billed_cents: 20, provider_cents: null, components: null });
    expect(dto.latency).toBeNull();
    expect(await callRowOf(row.id)).toMatchObject({ providerCostCents: null, costComponents: null, latency: null, latencyP95Ms: null });
    expect(await debitOf(acct, row.id)).toBe(20);
  });

  it('drops hostile values and keeps the sane ones', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await placedCall(acct, { answered: true });
    const hostile = {
      ...report(row.providerCallId, 61),
      cost: 1e12,
      costs: [
        { type: 'transport', cost: -5 },
        { type: 'model', cost: '0.5' },
        { type: 'voice', cost: 1e12 },
        { type: '__proto__', cost: 0.01 },
        { type: 'a-kind-vapi-adds-later', cost: 0.02 },
        null, 7, 'x',
        { type: 'vapi', cost: 0.05 },
      ],
      artifact: {
        performanceMetrics: {
          turnLatencies: [
            { turnLatency: -1, modelLatency: 1e12, voiceLatency: 'fast', transcriberLatency: 80 },
            { turnLatency: 900, modelLatency: 300, voiceLatency: null, transcriberLatency: -3 },
            null,
            'turn',
          ],
        },
      },
    };
    expect((await send(hostile)).status).toBe(200);
    const dto = await dtoOf(acct, row.id);
    // The total 1e12 is dropped: the sane items make it, unknown kinds (and a `__proto__`) are other.
    expect(dto.cost_breakdown).toEqual({ billed_cents: 20, provider_cents: 8, components: [{ name: 'platform', cents: 5 }, { name: 'other', cents: 3 }] });
    expect(dto.latency).toEqual({ turns: 4, p50_ms: 900, p95_ms: 900, model_p50_ms: 300, voice_p50_ms: null, transcriber_p50_ms: 80 });
    expect(await debitOf(acct, row.id)).toBe(20);

    // Not an array, not an object: nothing at all.
    const other = await placedCall(acct, { answered: true });
    await send({ ...report(other.providerCallId, 30), cost: -1, costs: { transport: 1 }, artifact: { performanceMetrics: { turnLatencies: 'many' } } });
    expect((await dtoOf(acct, other.id))).toMatchObject({ cost_breakdown: { provider_cents: null, components: null }, latency: null });
  });
});
