import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { outboxEvents, webhookDeliveries } from '../../db/schema';
import { accountWithWebhooks, at, emit, MIN } from '../../testing/webhook-fixtures';
import { z } from 'zod';
import { enqueueJob, jobKind } from '../../outbox/jobs';
import { CAMPAIGN_TICK_EVENT, DELIVERY_EVENT, JOB_EVENT, OUTBOX_EVENT, type OutgoingEvent } from './events';
import { campaignTick } from '../../services/campaigns/jobs';
import { relayJobs, relayOnce, relayOutbox, STRAGGLER_MS, sweepStragglers } from './relay';

function recorder() {
  const sent: OutgoingEvent[] = [];
  return { sent, send: async (events: OutgoingEvent[]) => void sent.push(...events) };
}

describe('relay to Inngest', () => {
  it('sends each outbox event once, with its due time, and again only if the send failed', async () => {
    const db = await getDb();
    const { account } = await accountWithWebhooks([]);
    const dueAt = new Date(Date.now() + 3 * 60 * MIN);
    await emit(account.accountId, 'calendar.created', { calendar_event: { id: 1 } });
    await emit(account.accountId, 'calendar.reminder', { calendar_event: { id: 1 } }, dueAt);
    const ids = (await db.select({ id: outboxEvents.id }).from(outboxEvents).where(eq(outboxEvents.accountId, account.accountId))).map((r) => r.id).sort((a, b) => a - b);

    await expect(relayOutbox(db, async () => { throw new Error('Inngest unreachable'); })).rejects.toThrow('unreachable');
    const first = recorder();
    await Promise.all([relayOutbox(db, first.send), relayOutbox(db, first.send)]);
    const mine = first.sent.filter((e) => ids.includes(Number(e.data.outboxEventId)));
    expect(mine).toHaveLength(2);
    expect(mine.map((e) => e.id).sort()).toEqual(ids.map((id) => `outbox-${id}`).sort());
    expect(mine.every((e) => e.name === OUTBOX_EVENT)).toBe(true);
    expect(mine.find((e) => e.data.outboxEventId === ids[1])?.data.dueAt).toBe(dueAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));

    const second = recorder();
    await relayOnce(db, second.send);
    expect(second.sent.filter((e) => ids.includes(Number(e.data.outboxEventId)))).toEqual([]);
  });

  it('sends each pending job once', async () => {
    const db = await getDb();
    const runAt = new Date(Date.now() + 5 * MIN);
    const relayedJob = jobKind('test.relay', z.object({}));
    const jobId = await enqueueJob(db, relayedJob, {}, { runAt });
    const first = recorder();
    await relayJobs(db, first.send);
    expect(first.sent.filter((e) => e.data.jobId === jobId)).toEqual([
      { id: `job-${jobId}`, name: JOB_EVENT, data: { jobId, runAt: runAt.toISOString().replace(/\.\d{3}Z$/, 'Z') } },
    ]);
    const second = recorder();
    await relayJobs(db, second.send);
    expect(second.sent.filter((e) => e.data.jobId === jobId)).toEqual([]);
  });

  it("sends a campaign's dispatch pass as its own event, keyed on the campaign for Inngest's flow control", async () => {
    const db = await getDb();
    const runAt = new Date(Date.now() + 5 * MIN);
    const jobId = await enqueueJob(db, campaignTick, { campaign_id: 4242, generation: 1 }, { runAt });
    const sent = recorder();
    await relayJobs(db, sent.send);
    expect(sent.sent.filter((e) => e.data.jobId === jobId)).toEqual([
      { id: `job-${jobId}`, name: CAMPAIGN_TICK_EVENT, data: { jobId, runAt: runAt.toISOString().replace(/\.\d{3}Z$/, 'Z'), campaignId: 4242 } },
    ]);
    // Lost and swept, it is re-sent to the same function under the same key.
    await db.execute(sql`update job_inngest_relays set relayed_at = relayed_at - interval '1 hour' where job_id = ${jobId}`);
    await db.execute(sql`update jobs set run_at = run_at - interval '1 hour' where id = ${jobId}`);
    const swept = recorder();
    await sweepStragglers(db, new Date(), swept.send);
    expect(swept.sent.filter((e) => e.data.jobId === jobId)).toMatchObject([{ id: `job-${jobId}-sweep-0`, name: CAMPAIGN_TICK_EVENT, data: { campaignId: 4242 } }]);
  });

  it('re-sends work whose run was lost: an overdue undispatched event and an overdue pending delivery', async () => {
    const db = await getDb();
    const { account, webhooks } = await accountWithWebhooks([{ url: 'http://127.0.0.1:9/lost', events: ['call.ended'] }]);
    await emit(account.accountId, 'call.ended', { call: { id: 1 } });
    await relayOutbox(db, recorder().send);
    const [event] = await db.select().from(outboxEvents).where(eq(outboxEvents.accountId, account.accountId));
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ accountId: account.accountId, webhookId: webhooks[0].id, eventType: 'call.ended', body: '{}', nextAttemptAt: new Date() })
      .returning();
    // Nothing is late yet.
    const early = recorder();
    await sweepStragglers(db, new Date(), early.send);
    expect(early.sent.filter((e) => e.data.outboxEventId === event.id || e.data.deliveryId === delivery.id)).toEqual([]);

    await db.execute(sql`update outbox_inngest_relays set relayed_at = relayed_at - interval '1 hour' where outbox_event_id = ${event.id}`);
    const late = recorder();
    await sweepStragglers(db, at(new Date(), STRAGGLER_MS + MIN), late.send);
    const mine = late.sent.filter((e) => e.data.outboxEventId === event.id || e.data.deliveryId === delivery.id);
    expect(mine.map((e) => [e.name, e.id])).toEqual([
      [OUTBOX_EVENT, `outbox-${event.id}-sweep`],
      [DELIVERY_EVENT, `delivery-${delivery.id}-1-sweep-0`],
    ]);
    // A re-sent delivery keeps its endpoint's lane (the delivery function's concurrency key).
    expect(mine.find((e) => e.name === DELIVERY_EVENT)!.data).toEqual({ deliveryId: delivery.id, cycle: 1, endpoint_id: webhooks[0].id });
  });
});
