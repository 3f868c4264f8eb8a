import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { calls, campaignRecipients, contacts } from '../../db/schema';
import type { Database } from '../../db/types';
import { workOnce } from '../../jobs/worker';
import { balanceAndLedgerSum, fundedAccount, insertContact, type CallTestAccount } from '../../testing/call-fixtures';
import { grantConsent } from '../../testing/consent-fixtures';
import { actorOf, outboxOf } from '../../testing/fixtures';
import { addDoNotCallForAccount } from '../compliance/do-not-call';
import { creditAccount } from '../wallet/ledger';
import { campaignSlotStatuses, runCampaignTick } from './dispatch';
import { csvCell } from './read';
import { cancelCampaign, createCampaign, getCampaign, listRecipients, pauseCampaign, recipientsCsv, resumeCampaign, startCampaign } from './service';

// Monday 23 November 2026, 18:00 UTC: 10:00 in California, inside every calling rule for 415 numbers.
const MONDAY_10_PT = new Date('2026-11-23T18:00:00Z');
const SEC = 1000;

let db: Database;
const scale = config.SIMULATOR_TIME_SCALE;
beforeAll(async () => {
  db = await getDb();
});
afterAll(() => {
  config.SIMULATOR_TIME_SCALE = scale;
});

async function accountWith(numbers: (string | null)[], balanceCents = 100_000): Promise<CallTestAccount & { contactIds: number[] }> {
  const acct = await fundedAccount({ balanceCents, rateCents: 10 });
  const contactIds: number[] = [];
  for (const [i, n] of numbers.entries()) {
    contactIds.push(await insertContact(acct.accountId, { firstName: `C${i}`, phones: n ? [{ number: n }] : [] }));
  }
  // Every callee agreed to marketing calls in writing: a campaign skips those who did not.
  await grantConsent(acct.accountId, [...new Set(numbers.filter((n): n is string => n !== null))]);
  return { ...acct, contactIds };
}

const create = async (acct: CallTestAccount & { contactIds: number[] }, extra: Record<string, unknown> = {}, now = MONDAY_10_PT) =>
  createCampaign(db, await actorOf(acct.userId), { name: 'Autumn', agent_id: acct.agent.id, audience: { contact_ids: acct.contactIds }, ...extra }, now);

const recipientsOf = (campaignId: number) =>
  db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId)).orderBy(campaignRecipients.id);

const liveCallsOf = (campaignId: number) =>
  db.select().from(calls).where(and(eq(calls.campaignId, campaignId), inArray(calls.status, campaignSlotStatuses)));

/** Runs the worker on a simulated clock, one pass per step, sampling the campaign's live calls after each. */
async function runFor(campaignId: number, from: Date, seconds: number, stepSeconds = 2) {
  let maxLive = 0;
  let sameNumberTwice = false;
  let now = from;
  for (let t = 0; t <= seconds; t += stepSeconds) {
    now = new Date(from.getTime() + t * SEC);
    for (let i = 0; i < 20 && (await workOnce(db, now)) > 0; i++) {
      const live = await liveCallsOf(campaignId);
      maxLive = Math.max(maxLive, live.length);
      if (new Set(live.map((c) => c.phoneNumber)).size !== live.length) sameNumberTwice = true;
    }
  }
  return { maxLive, sameNumberTwice, now };
}

describe('starting a campaign', () => {
  it('resolves the audience once, recording skipped recipients, with progress summing to total', async () => {
    const acct = await accountWith(['+14155550120', null, '+14155550121', '+14155550121', '+14155550122']);
    await addDoNotCallForAccount(db, acct.accountId, { number: '+14155550122' });
    const draft = await create(acct);
    expect(draft).toMatchObject({ status: 'draft', max_concurrent_calls: 5, retry: { max_attempts: 3 }, progress: { total: 0 } });
    const started = await startCampaign(db, await actorOf(acct.userId), draft.id, MONDAY_10_PT);
    expect(started.status).toBe('running');
    expect((await recipientsOf(draft.id)).map((r) => r.status)).toEqual([
      'pending', 'skipped_no_phone', 'pending', 'skipped_duplicate', 'skipped_do_not_call',
    ]);
    const { total, ...byStatus } = started.progress;
    expect(total).toBe(5);
    expect(Object.values(byStatus).reduce((s, n) => s + n, 0)).toBe(5);
    expect((await outboxOf(acct.accountId)).map((e) => e.eventType)).toContain('campaign.started');
    // A contact added afterwards is not in the campaign: the audience was resolved at start.
    await insertContact(acct.accountId, { phones: [{ number: '+14155550129' }] });
    await startCampaign(db, await actorOf(acct.userId), draft.id, MONDAY_10_PT);
    expect(await recipientsOf(draft.id)).toHaveLength(5);
  });

  it('refuses to start a canceled campaign, to pause a draft, to resume a running one', async () => {
    const acct = await accountWith(['+14155550120']);
    const actor = await actorOf(acct.userId);
    const draft = await create(acct);
    await expect(pauseCampaign(db, actor, draft.id)).rejects.toMatchObject({ code: 'campaign_not_pausable' });
    await startCampaign(db, actor, draft.id, MONDAY_10_PT);
    await expect(resumeCampaign(db, actor, draft.id)).resolves.toMatchObject({ status: 'running' });
    await cancelCampaign(db, actor, draft.id, MONDAY_10_PT);
    await expect(startCampaign(db, actor, draft.id)).rejects.toMatchObject({ code: 'campaign_not_startable' });
    const other = await accountWith([]);
    await expect(getCampaign(db, await actorOf(other.userId), draft.id)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('dispatch', () => {
  it('never has more live calls than max_concurrent_calls, nor two to one number; retries; completes', async () => {
    config.SIMULATOR_TIME_SCALE = 1;
    try {
      const numbers = ['+14155550130', '+14155550131', '+14155550132', '+14155550002', '+14155550133', '+14155550134', '+14155550004'];
      const acct = await accountWith(numbers);
      const campaign = await create(acct, {
        start: true, max_concurrent_calls: 3, retry: { max_attempts: 2, on: ['busy'], delay_minutes: 5 },
      });
      const { maxLive, sameNumberTwice } = await runFor(campaign.id, MONDAY_10_PT, 15 * 60, 3);
      expect(maxLive).toBeGreaterThan(1);
      expect(maxLive).toBeLessThanOrEqual(3);
      expect(sameNumberTwice).toBe(false);
      const done = await getCampaign(db, await actorOf(acct.userId), campaign.id);
      expect(done.status).toBe('completed');
      expect(done.progress).toMatchObject({ total: 7, completed: 5, busy: 1, voicemail: 1, pending: 0, in_progress: 0 });
      const busy = (await recipientsOf(campaign.id)).find((r) => r.phoneNumber === '+14155550002')!;
      expect(busy).toMatchObject({ status: 'busy', attempts: 2, endedReason: 'customer-busy', nextAttemptAt: null });
      const attempts = await db.select().from(calls).where(eq(calls.phoneNumber, '+14155550002'));
      expect(attempts.filter((c) => c.campaignId === campaign.id).map((c) => c.attempt).sort()).toEqual([1, 2]);
      // The contacts moved on: contacted after an answered call, attempted after a failed one.
      const statuses = await db.select({ id: contacts.id, status: contacts.status }).from(contacts).where(inArray(contacts.id, acct.contactIds));
      expect(statuses.filter((s) => s.status === 'contacted')).toHaveLength(5);
      expect(statuses.filter((s) => s.status === 'attempted')).toHaveLength(2);
      const events = (await outboxOf(acct.accountId)).filter((e) => e.eventType.startsWith('campaign.'));
      expect(events.map((e) => e.eventType)).toEqual(['campaign.started', 'campaign.completed']);
      expect(events[1].payload).toMatchObject({ event_type: 'campaign.completed', campaign: { id: campaign.id, status: 'completed', progress: { total: 7 } } });
    } finally {
      config.SIMULATOR_TIME_SCALE = scale;
    }
  }, 60_000);

  it('waits outside calling hours, saying why, and dials at the opening', async () => {
    const acct = await accountWith(['+14155550140']);
    // 06:00 in California.
    const early = new Date('2026-11-23T14:00:00Z');
    const campaign = await create(acct, { start: true }, early);
    await runFor(campaign.id, early, 10, 5);
    const [r] = await recipientsOf(campaign.id);
    expect(r.status).toBe('pending');
    expect(r.nextAttemptAt!.getTime()).toBeGreaterThan(early.getTime());
    expect(r.waitReason).toMatch(/calling hours|08:00|09:00/);
    expect(await liveCallsOf(campaign.id)).toEqual([]);
    await runFor(campaign.id, r.nextAttemptAt!, 10, 5);
    expect((await recipientsOf(campaign.id))[0].status).toBe('completed');
  });

  it("dials under the campaign's own calling hours, not the account's", async () => {
    const acct = await accountWith(['+14155550145']);
    // 06:00 in California: outside the account's default hours, inside the campaign's around-the-clock window,
    // and an informational call is outside the telemarketing windows.
    const early = new Date('2026-11-23T14:00:00Z');
    const campaign = await create(acct, {
      start: true, purpose: 'informational',
      calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
    }, early);
    await runFor(campaign.id, early, 10, 5);
    const [call] = await db.select().from(calls).where(eq(calls.campaignId, campaign.id));
    expect(call.dialedAt).not.toBeNull();
    expect((await recipientsOf(campaign.id))[0].status).toBe('completed');
  });

  it('skips a number put on the do-not-call list after start', async () => {
    const acct = await accountWith(['+14155550150', '+14155550151']);
    const campaign = await create(acct, { start: true });
    await addDoNotCallForAccount(db, acct.accountId, { number: '+14155550151' });
    await runFor(campaign.id, MONDAY_10_PT, 10, 5);
    expect((await recipientsOf(campaign.id)).map((r) => r.status)).toEqual(['completed', 'skipped_do_not_call']);
    expect(await db.select().from(calls).where(eq(calls.phoneNumber, '+14155550151'))).toEqual([]);
    expect((await getCampaign(db, await actorOf(acct.userId), campaign.id)).status).toBe('completed');
  });

  it('places only the calls the wallet can hold, pauses with insufficient_funds when it runs dry, and continues on resume', async () => {
    // 15 cents at 10 a minute: one call of one minute can be held, not two.
    const acct = await accountWith(['+14155550160', '+14155550161'], 15);
    const actor = await actorOf(acct.userId);
    const campaign = await create(acct, { start: true });
    expect((await runCampaignTick(db, campaign.id, MONDAY_10_PT, null)).placed).toBe(1);
    // The first call runs (cut by the simulator at its held minute); the second waits for money, then the
    // campaign pauses once nothing is held any more and the rest cannot pay a minute.
    await runFor(campaign.id, MONDAY_10_PT, 120, 5);
    const paused = await getCampaign(db, actor, campaign.id);
    expect(paused).toMatchObject({ status: 'paused', paused_reason: 'insufficient_funds', progress: { completed: 1, pending: 1 } });
    const calls1 = await db.select().from(calls).where(eq(calls.campaignId, campaign.id));
    expect(calls1.map((c) => [c.durationSeconds, c.endedReason, c.costCents])).toEqual([[60, 'max-duration', 10]]);
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: 5, ledgerSum: 5 });
    expect((await outboxOf(acct.accountId)).map((e) => e.eventType)).toContain('campaign.paused');

    await creditAccount(db, acct.accountId, 10_000);
    const t = new Date(MONDAY_10_PT.getTime() + 200 * SEC);
    await resumeCampaign(db, actor, campaign.id, t);
    await runFor(campaign.id, t, 130, 5);
    const done = await getCampaign(db, actor, campaign.id);
    expect(done).toMatchObject({ status: 'completed', paused_reason: null, progress: { completed: 2 } });
    expect((await recipientsOf(campaign.id)).map((r) => r.attempts)).toEqual([1, 1]);
  });

  it('pause stops new dials; cancel ends waiting recipients', async () => {
    const acct = await accountWith(['+14155550170', '+14155550171', '+14155550172']);
    const actor = await actorOf(acct.userId);
    const campaign = await create(acct, { start: true, max_concurrent_calls: 1 });
    await pauseCampaign(db, actor, campaign.id, MONDAY_10_PT);
    await runFor(campaign.id, MONDAY_10_PT, 10, 5);
    expect(await db.select().from(calls).where(eq(calls.campaignId, campaign.id))).toEqual([]);
    await resumeCampaign(db, actor, campaign.id, MONDAY_10_PT);
    expect((await runCampaignTick(db, campaign.id, MONDAY_10_PT, null)).placed).toBe(1);
    const canceled = await cancelCampaign(db, actor, campaign.id, MONDAY_10_PT);
    expect(canceled).toMatchObject({ status: 'canceled', progress: { canceled: 3, total: 3 } });
    const [call] = await db.select().from(calls).where(eq(calls.campaignId, campaign.id));
    expect(call).toMatchObject({ status: 'canceled', endedReason: 'canceled' });
    const list = await listRecipients(db, actor, campaign.id, { status: 'canceled' });
    expect(list).toMatchObject({ count: 3, page: 1, pages: 1 });
  });
});

describe('CSV', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+14155550123', "'+14155550123"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=1,2', '"\'=1,2"'],
    [null, ''],
    [3, '3'],
  ])('escapes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('downloads every recipient with a header row', async () => {
    const acct = await accountWith(['+14155550180', null]);
    const campaign = await create(acct, { start: true });
    const csv = await recipientsCsv(db, await actorOf(acct.userId), campaign.id);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('contact_id,phone_number,status,attempts,last_call_id,next_attempt_at,ended_reason,wait_reason');
    expect(lines.slice(1)).toEqual([`${acct.contactIds[0]},+1 415 555 0180,pending,0,,,,`, `${acct.contactIds[1]},,skipped_no_phone,0,,,,`]);
  });
});
