import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { config } from '../config';
import { getDb } from '../db/client';
import { calls, campaignRecipients } from '../db/schema';
import { initiateCall } from '../services/calls/initiate';
import { runCampaignTick } from '../services/campaigns/dispatch';
import { createCampaign } from '../services/campaigns/service';
import { updateCallingSettings } from '../services/compliance/settings';
import { fundedAccount, insertContact } from './call-fixtures';
import { childEnvFor, runScript } from './child-process';
import { grantConsent, revokeConsents } from './consent-fixtures';
import { actorOf } from './fixtures';

/**
 * Consent across processes: two real processes on one PostgreSQL database dial the same waiting calls, and run one
 * campaign, after the consent of some callees was revoked. None of those is ever dialed (each call ends canceled
 * `no_consent` once, each recipient skipped_no_consent); every other callee is dialed once. The calls are
 * informational under an account that requires express consent for them, so the hour the test runs at plays no
 * part. PGlite opens a folder from one process only, so these run on PostgreSQL.
 */
const onPostgres = Boolean(config.DATABASE_URL);

const dialEnv = () => childEnvFor({ SIMULATOR_TIME_SCALE: '1' });
const workerEnv = () => childEnvFor({ SIMULATOR_TIME_SCALE: '0.02' });
const dial = (env: NodeJS.ProcessEnv, args: string[]) => runScript('server/testing/dial-race-child.ts', env, args);
const work = (env: NodeJS.ProcessEnv, args: string[]) => runScript('server/testing/campaign-race-child.ts', env, args);

async function consentAccount() {
  const db = await getDb();
  const acct = await fundedAccount({ balanceCents: 1_000_000, rateCents: 1 });
  const actor = await actorOf(acct.userId);
  await updateCallingSettings(db, actor, {
    consent_required: { informational: 'express' },
    // Around the clock, every day, so the campaign's hours never hold a recipient.
    calling_hours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] }, holidays: false, max_attempts_per_24h: 10,
  });
  return { db, acct, actor };
}

describe.skipIf(!onPostgres)('consent revoked before the dial, two processes (PostgreSQL)', () => {
  it('never dials a waiting call whose consent was revoked: each ends canceled no_consent, once; the others are dialed once', async () => {
    const { db, acct, actor } = await consentAccount();
    const numbers = Array.from({ length: 12 }, (_, i) => `+1415555${String(3100 + i)}`);
    await grantConsent(acct.accountId, numbers, { kind: 'express', scope: 'informational' });
    // Far enough ahead that the twelfth call is still placed before it on a loaded machine; both processes dial
    // just after it.
    const due = Date.now() + 10_000;
    const scheduledAt = new Date(due).toISOString();
    const ids: number[] = [];
    for (const n of numbers) ids.push((await initiateCall(db, actor, { purpose: 'informational', phone_number: n, agent_id: acct.agent.id, scheduled_at: scheduledAt })).id);
    const revoked = numbers.filter((_, i) => i % 2 === 0);
    for (const n of revoked) await revokeConsents(acct.accountId, n);
    const env = await dialEnv();
    const startAt = String(Math.max(due + 500, Date.now() + 3000));
    const [a, b] = await Promise.all([dial(env, ['dial', startAt, ...ids.map(String)]), dial(env, ['dial', startAt, ...ids.map(String)])]);
    const outcomes = [...JSON.parse(a), ...JSON.parse(b)] as { dialed: boolean; reason?: string }[];
    expect(outcomes.filter((o) => o.dialed)).toHaveLength(numbers.length - revoked.length);
    // One of the two processes canceled each revoked call; the other found it no longer due.
    expect(outcomes.filter((o) => o.reason === 'no_consent')).toHaveLength(revoked.length);
    const rows = await db.select().from(calls).where(inArray(calls.id, ids));
    for (const r of rows) {
      if (revoked.includes(r.phoneNumber)) expect(r).toMatchObject({ status: 'canceled', endedReason: 'no_consent', dialedAt: null });
      else expect(r.dialedAt).not.toBeNull();
    }
  }, 60_000);

  it("never dials a campaign recipient whose consent was revoked, whether its call was placed or it still waited", async () => {
    const { db, acct, actor } = await consentAccount();
    const numbers = Array.from({ length: 12 }, (_, i) => `+1415555${String(3200 + i)}`);
    const contactIds: number[] = [];
    for (const n of numbers) contactIds.push(await insertContact(acct.accountId, { phones: [{ number: n }] }));
    await grantConsent(acct.accountId, numbers, { kind: 'express', scope: 'informational' });
    const campaign = await createCampaign(db, actor, {
      name: 'Consent race', agent_id: acct.agent.id, audience: { contact_ids: contactIds }, purpose: 'informational',
      max_concurrent_calls: 6, retry: { max_attempts: 1 }, start: true,
    });
    // One pass places six calls (queued, not yet dialed); the other six recipients wait for a slot.
    const { placedCallIds } = await runCampaignTick(db, campaign.id, new Date(), null);
    expect(placedCallIds).toHaveLength(6);
    const placed = await db.select().from(calls).where(inArray(calls.id, placedCallIds));
    const placedNumbers = placed.map((c) => c.phoneNumber);
    const waitingNumbers = numbers.filter((n) => !placedNumbers.includes(n));
    const revoked = [...placedNumbers.slice(0, 3), ...waitingNumbers.slice(0, 3)];
    for (const n of revoked) await revokeConsents(acct.accountId, n);

    // Two processes dial the placed calls at once, then two workers run the campaign on.
    const startAt = String(Date.now() + 2500);
    const dialEnvironment = await dialEnv();
    await Promise.all([dial(dialEnvironment, ['dial', startAt, ...placedCallIds.map(String)]), dial(dialEnvironment, ['dial', startAt, ...placedCallIds.map(String)])]);
    const env = await workerEnv();
    const runFrom = String(Date.now() + 1500);
    await Promise.all([work(env, [runFrom, '9000']), work(env, [runFrom, '9000'])]);

    const all = await db.select().from(calls).where(eq(calls.campaignId, campaign.id));
    const dialedNumbers = new Set(all.filter((c) => c.dialedAt !== null).map((c) => c.phoneNumber));
    for (const n of revoked) expect(dialedNumbers.has(n)).toBe(false);
    for (const n of numbers.filter((x) => !revoked.includes(x))) expect(dialedNumbers.has(n)).toBe(true);
    // A placed call found without consent at its dial was canceled no_consent, once.
    expect(all.filter((c) => revoked.includes(c.phoneNumber)).map((c) => [c.status, c.endedReason])).toEqual(
      placedNumbers.slice(0, 3).map(() => ['canceled', 'no_consent']),
    );
    const skipped = await db.select({ phone: campaignRecipients.phoneNumber }).from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaign.id), eq(campaignRecipients.status, 'skipped_no_consent')));
    expect(skipped.map((s) => s.phone).sort()).toEqual([...revoked].sort());
  }, 90_000);
});
