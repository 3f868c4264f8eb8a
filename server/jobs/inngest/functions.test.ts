import { InngestTestEngine } from '@inngest/test';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outboxEvents } from '../../db/schema';
import { attemptsOf, accountWithWebhooks, deliveriesOf, emit } from '../../testing/webhook-fixtures';
import { startReceiver, type Receiver } from '../../testing/webhook-receiver';
import { z } from 'zod';
import { defineJob, enqueueJob, jobKind } from '../../outbox/jobs';
import { jobCatalog } from '../catalog';
import { CAMPAIGN_TICK_EVENT, DELIVERY_EVENT, JOB_EVENT, OUTBOX_EVENT } from './events';
import { deliverySettings } from '../../services/webhooks/delivery';
import { businessProfiles, calls } from '../../db/schema';
import { and, sql } from 'drizzle-orm';
import { createCampaign } from '../../services/campaigns/service';
import { fundedAccount, insertContact } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { campaignDispatch, runJob, webhookDelivery, webhookFanOut, type AttemptStepResult } from './functions';

let rx: Receiver;
beforeAll(async () => {
  rx = await startReceiver();
});
afterAll(() => rx.close());
afterEach(() => {
  rx.reply = () => ({ status: 200, body: 'ok' });
});

// @inngest/test never resolves a run whose sleeps are not mocked: every sleep is stubbed by id. The engine
// records a run's steps into the options it was given and memoizes them, so each execution gets a fresh
// engine and fresh arrays.
const sleeps = () => ['retry-1', 'retry-2', 'retry-3'].map((id) => ({ id, handler() {} }));
const pending = (n: number): AttemptStepResult => ({ status: 'pending', cycleAttempt: n, statusCode: 500, error: 'receiver answered status 500', nextAttemptAt: null });

describe('webhook-delivery function', () => {
  it('is keyed on the endpoint: at most perEndpoint attempts to one webhook run at once, other endpoints beside them', () => {
    expect(webhookDelivery.opts).toMatchObject({
      triggers: [{ event: DELIVERY_EVENT }],
      concurrency: [{ key: 'event.data.endpoint_id', limit: deliverySettings.perEndpoint }],
    });
    expect(deliverySettings.perEndpoint).toBeLessThan(deliverySettings.concurrency);
  });

  it('runs one step per attempt and sleeps 1m, 5m, 30m between failures, then stops at failed', async () => {
    const t = new InngestTestEngine({ function: webhookDelivery });
    const { result, ctx } = await t.execute({
      events: [{ name: DELIVERY_EVENT, data: { deliveryId: 'x', cycle: 1 } }],
      steps: [
        { id: 'attempt-1', handler: () => pending(1) },
        { id: 'attempt-2', handler: () => pending(2) },
        { id: 'attempt-3', handler: () => pending(3) },
        { id: 'attempt-4', handler: () => ({ ...pending(4), status: 'failed' }) },
        ...sleeps(),
      ],
    });
    expect(result).toMatchObject({ status: 'failed', cycleAttempt: 4 });
    expect(ctx.step.run.mock.calls.map((c: unknown[]) => c[0])).toEqual(['attempt-1', 'attempt-2', 'attempt-3', 'attempt-4']);
    expect(ctx.step.sleep.mock.calls).toEqual([['retry-1', '1m'], ['retry-2', '5m'], ['retry-3', '30m']]);
  });

  it('stops sleeping as soon as an attempt succeeds', async () => {
    const t = new InngestTestEngine({ function: webhookDelivery });
    const { result, ctx } = await t.execute({
      events: [{ name: DELIVERY_EVENT, data: { deliveryId: 'x', cycle: 1 } }],
      steps: [
        { id: 'attempt-1', handler: () => pending(1) },
        { id: 'attempt-2', handler: () => ({ ...pending(2), status: 'succeeded', statusCode: 200, error: null }) },
        ...sleeps(),
      ],
    });
    expect(result).toMatchObject({ status: 'succeeded' });
    expect(ctx.step.sleep.mock.calls).toEqual([['retry-1', '1m']]);
  });

  it('attempts a real delivery in each step: four failures leave it failed with four logged attempts', async () => {
    rx.reply = () => ({ status: 500, body: 'nope' });
    const { account, db, webhooks } = await accountWithWebhooks([{ url: `${rx.url}/inngest-fail`, events: ['call.ended'] }]);
    await emit(account.accountId, 'call.ended', { call: { id: 1 } });
    const { dispatchDueEvents } = await import('../../services/webhooks/dispatcher');
    await dispatchDueEvents(db, new Date(Date.now() + 1000));
    const [d] = await deliveriesOf(webhooks[0].id);

    const t = new InngestTestEngine({ function: webhookDelivery });
    const { result, ctx } = await t.execute({ events: [{ name: DELIVERY_EVENT, data: { deliveryId: d.id, cycle: d.cycle } }], steps: sleeps() });
    expect(result).toMatchObject({ status: 'failed', cycleAttempt: 4, statusCode: 500 });
    expect(ctx.step.sleep.mock.calls.map((c: unknown[]) => c[1])).toEqual(['1m', '5m', '30m']);
    expect(rx.requests.filter((r) => r.path === '/inngest-fail').map((r) => r.headers['webhook-id'])).toEqual([d.id, d.id, d.id, d.id]);
    expect((await deliveriesOf(webhooks[0].id))[0]).toMatchObject({ status: 'failed', attempts: 4 });
    expect(await attemptsOf(d.id)).toHaveLength(4);
  });

  it('skips a delivery that another cycle drives (redelivered) or that is finished', async () => {
    const { account, db, webhooks } = await accountWithWebhooks([{ url: `${rx.url}/inngest-ok`, events: ['call.ended'] }]);
    await emit(account.accountId, 'call.ended', { call: { id: 2 } });
    const { dispatchDueEvents } = await import('../../services/webhooks/dispatcher');
    await dispatchDueEvents(db, new Date(Date.now() + 1000));
    const [d] = await deliveriesOf(webhooks[0].id);
    const t = () => new InngestTestEngine({ function: webhookDelivery });

    const stale = await t().execute({ events: [{ name: DELIVERY_EVENT, data: { deliveryId: d.id, cycle: d.cycle + 1 } }], steps: sleeps() });
    expect(stale.result).toMatchObject({ status: 'skipped' });
    const ok = await t().execute({ events: [{ name: DELIVERY_EVENT, data: { deliveryId: d.id, cycle: d.cycle } }], steps: sleeps() });
    expect(ok.result).toMatchObject({ status: 'succeeded', statusCode: 200 });
    const again = await t().execute({ events: [{ name: DELIVERY_EVENT, data: { deliveryId: d.id, cycle: d.cycle } }], steps: sleeps() });
    expect(again.result).toMatchObject({ status: 'skipped' });
    expect(rx.requests.filter((r) => r.path === '/inngest-ok')).toHaveLength(1);
  });
});

describe('webhook-fan-out function', () => {
  it('sleeps until the event is due, creates the deliveries, and starts a delivery run for each', async () => {
    const { account, db, webhooks } = await accountWithWebhooks([
      { url: `${rx.url}/fan/a`, events: ['calendar.reminder'] },
      { url: `${rx.url}/fan/b`, events: ['calendar.reminder'] },
      { url: `${rx.url}/fan/c`, events: ['calendar.created'] },
    ]);
    const dueAt = new Date(Date.now() + 3_600_000);
    await emit(account.accountId, 'calendar.reminder', { calendar_event: { id: 3 } }, dueAt);
    const [event] = await db.select().from(outboxEvents).where(eq(outboxEvents.accountId, account.accountId));

    const t = new InngestTestEngine({ function: webhookFanOut });
    const { result, ctx } = await t.execute({
      events: [{ name: OUTBOX_EVENT, data: { outboxEventId: event.id, dueAt: dueAt.toISOString() } }],
      steps: [
        { id: 'wait-until-due', handler() {} },
        { id: 'start-deliveries', handler: () => ({ ids: [] }) },
      ],
    });
    expect(ctx.step.sleepUntil).toHaveBeenCalledWith('wait-until-due', dueAt.toISOString());
    expect(result).toEqual({ outboxEventId: event.id, deliveries: 2 });
    const a = await deliveriesOf(webhooks[0].id);
    const b = await deliveriesOf(webhooks[1].id);
    expect([a.length, b.length, (await deliveriesOf(webhooks[2].id)).length]).toEqual([1, 1, 0]);
    const [id, sent] = ctx.step.sendEvent.mock.calls[0] as [string, { id: string; name: string; data: unknown }[]];
    expect(id).toBe('start-deliveries');
    expect(sent).toEqual([
      { id: `delivery-${a[0].id}-1`, name: DELIVERY_EVENT, data: { deliveryId: a[0].id, cycle: 1, endpoint_id: webhooks[0].id } },
      { id: `delivery-${b[0].id}-1`, name: DELIVERY_EVENT, data: { deliveryId: b[0].id, cycle: 1, endpoint_id: webhooks[1].id } },
    ]);
  });

  it('does nothing for an event cancelled while it slept', async () => {
    const t = new InngestTestEngine({ function: webhookFanOut });
    const { result, ctx } = await t.execute({
      events: [{ name: OUTBOX_EVENT, data: { outboxEventId: 987654321, dueAt: new Date().toISOString() } }],
      steps: [{ id: 'wait-until-due', handler() {} }],
    });
    expect(result).toEqual({ outboxEventId: 987654321, deliveries: 0 });
    expect(ctx.step.sendEvent).not.toHaveBeenCalled();
  });
});

describe('run-job function', () => {
  it('sleeps until the job is due, then runs its handler once', async () => {
    const ran: unknown[] = [];
    const testJob = defineJob(jobKind('test.inngest', z.object({ n: z.number() })), async (_db, payload) => void ran.push(payload));
    jobCatalog.set(testJob.kind, testJob);
    const { getDb } = await import('../../db/client');
    const db = await getDb();
    const runAt = new Date(Date.now() + 60_000);
    const jobId = await enqueueJob(db, testJob, { n: 1 }, { runAt });

    const t = () => new InngestTestEngine({ function: runJob });
    const events = [{ name: JOB_EVENT, data: { jobId, runAt: runAt.toISOString() } }] as [{ name: string; data: Record<string, unknown> }];
    const first = await t().execute({ events, steps: [{ id: 'wait-until-run-at', handler() {} }] });
    expect(first.ctx.step.sleepUntil).toHaveBeenCalledWith('wait-until-run-at', runAt.toISOString());
    expect(first.result).toEqual({ ran: true, kind: 'test.inngest' });
    expect(ran).toEqual([{ n: 1 }]);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row.doneAt).not.toBeNull();

    const second = await t().execute({ events, steps: [{ id: 'wait-until-run-at', handler() {} }] });
    expect(second.result).toEqual({ ran: false, reason: 'done_or_running' });
    expect(ran).toHaveLength(1);
    jobCatalog.delete(testJob.kind);
  });
});

describe('campaign-dispatch function', () => {
  it("is keyed on the campaign: one pass of a campaign at a time, a burst of nudges smoothed", () => {
    expect(campaignDispatch.opts).toMatchObject({
      triggers: [{ event: CAMPAIGN_TICK_EVENT }],
      concurrency: [{ key: 'event.data.campaignId', limit: 1 }],
      throttle: { key: 'event.data.campaignId', period: '1s' },
    });
  });

  it("runs the campaign's dispatch pass: fills its free slots and no more", async () => {
    const { getDb } = await import('../../db/client');
    const db = await getDb();
    const acct = await fundedAccount({ balanceCents: 100_000, rateCents: 1 });
    // Public holidays off: the pass runs today, whatever day today is, and fills its slots.
    await db.update(businessProfiles).set({ holidays: false }).where(eq(businessProfiles.accountId, acct.accountId));
    const contactIds: number[] = [];
    for (let i = 0; i < 3; i++) contactIds.push(await insertContact(acct.accountId, { phones: [{ number: `+1415555${String(2300 + i)}` }] }));
    const campaign = await createCampaign(db, await actorOf(acct.userId), {
      name: 'Inngest', agent_id: acct.agent.id, audience: { contact_ids: contactIds }, purpose: 'informational',
      calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
      max_concurrent_calls: 2, start: true,
    });
    const [tick] = await db.select().from(jobs).where(and(eq(jobs.kind, 'campaigns.tick'), sql`(${jobs.payload} ->> 'campaign_id')::int = ${campaign.id}`));
    const runAt = tick.runAt.toISOString();
    const { result, ctx } = await new InngestTestEngine({ function: campaignDispatch }).execute({
      events: [{ name: CAMPAIGN_TICK_EVENT, data: { jobId: tick.id, runAt, campaignId: campaign.id } }],
      steps: [{ id: 'wait-until-run-at', handler() {} }],
    });
    expect(ctx.step.sleepUntil).toHaveBeenCalledWith('wait-until-run-at', runAt);
    expect(result).toEqual({ ran: true, kind: 'campaigns.tick' });
    const placed = await db.select().from(calls).where(eq(calls.campaignId, campaign.id));
    expect(placed).toHaveLength(2);
    // Placed and dialed in the same pass.
    expect(placed.every((c) => c.dialedAt !== null && ['queued', 'ringing'].includes(c.status))).toBe(true);
  });
});
