import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { calls, campaignRecipients, jobs, walletLedger } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { workOnce } from '@/server/jobs/worker';
import { isPublicHoliday } from '@/server/services/compliance/holidays';
import { addDoNotCallForAccount } from '@/server/services/compliance/do-not-call';
import { callRowOf, fundedAccount, insertContact } from '@/server/testing/call-fixtures';
import { grantConsent, revokeConsents } from '@/server/testing/consent-fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getSettings, PATCH as patchSettings } from '../business/settings/route';
import { GET as getCall } from '../calls/[call_id]/route';
import { POST as postCall } from '../calls/route';
import { GET as getCampaign } from '../campaigns/[id]/route';
import { GET as getRecipients } from '../campaigns/[id]/recipients/route';
import { POST as postCampaign } from '../campaigns/route';
import { POST as postCheck } from './check/route';

/**
 * Consent enforced at every dial decision, over HTTP: the settings, a direct call (refused only when the account
 * says so), a campaign (recipients without consent skipped, never dialed), a waiting or retried call (canceled at
 * its dial), which consents count (expired and not yet captured ones do not), and the compliance check.
 */

const MIN = 60_000;
const DAY = 86_400_000;

/**
 * A moment some days ahead when a marketing call to a 415 number is lawful under the defaults: a weekday that is a
 * public holiday neither in the US nor in California, at 19:00 UTC (11:00 or 12:00 in California). Calls placed now
 * over HTTP are dialed by worker passes run at this moment, so the test does not depend on the hour it runs at.
 */
function lawfulMomentAhead(): Date {
  for (let d = 3; ; d++) {
    const day = new Date(Date.now() + d * DAY);
    const date = day.toISOString().slice(0, 10);
    const weekday = day.getUTCDay();
    if (weekday >= 1 && weekday <= 5 && !isPublicHoliday('US', date) && !isPublicHoliday('US-CA', date)) return new Date(`${date}T19:00:00Z`);
  }
}

let db: Database;
let T: Date;
beforeAll(async () => {
  db = await getDb();
  T = lawfulMomentAhead();
});

const call = (key: string, body: Record<string, unknown>) => callRoute(postCall, { method: 'POST', path: '/api/v1/calls', key, body });
const settings = (key: string, body?: Record<string, unknown>) => body === undefined
  ? callRoute(getSettings, { path: '/api/v1/business/settings', key })
  : callRoute(patchSettings, { method: 'PATCH', path: '/api/v1/business/settings', key, body });
const check = (key: string, body: Record<string, unknown>) => callRoute(postCheck, { method: 'POST', path: '/api/v1/compliance/check', key, body });
const callOf = (key: string, callId: string) => callRoute(getCall, { path: `/api/v1/calls/${callId}`, key, params: { call_id: callId } });

/** Worker passes at `now` until nothing more is due. */
async function runAt(now: Date) {
  for (let i = 0; i < 50 && (await workOnce(db, now)) > 0; i++);
}

/** Rows a refused request could have written for the account. */
async function writesOf(accountId: number) {
  const [c] = await db.select({ n: count() }).from(calls).where(eq(calls.accountId, accountId));
  const [l] = await db.select({ n: count() }).from(walletLedger).where(eq(walletLedger.accountId, accountId));
  const [j] = await db.select({ n: count() }).from(jobs);
  return { calls: c.n, ledger: l.n, jobs: j.n };
}

const account = () => fundedAccount({ balanceCents: 100_000, rateCents: 10 });

describe('consent settings', () => {
  it('default to express written consent for marketing, none for informational, not enforced on API calls; only what is sent changes', async () => {
    const acct = await account();
    expect((await settings(acct.key)).body).toMatchObject({
      consent_required: { marketing: 'express_written', informational: 'none' }, enforce_consent_on_api_calls: false,
    });
    // A client that never sends them changes nothing of them.
    const hours = await settings(acct.key, { max_attempts_per_24h: 3 });
    expect(hours.body).toMatchObject({ max_attempts_per_24h: 3, consent_required: { marketing: 'express_written', informational: 'none' }, enforce_consent_on_api_calls: false });
    const changed = await settings(acct.key, { consent_required: { informational: 'express' }, enforce_consent_on_api_calls: true });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ consent_required: { marketing: 'express_written', informational: 'express' }, enforce_consent_on_api_calls: true });
    expect((await settings(acct.key, { consent_required: { marketing: 'none' } })).body.consent_required).toEqual({ marketing: 'none', informational: 'express' });
    expect((await settings(acct.key)).body).toMatchObject({ consent_required: { marketing: 'none', informational: 'express' }, max_attempts_per_24h: 3 });
  });

  it('refuses a kind a purpose cannot require, and changes nothing', async () => {
    const acct = await account();
    const res = await settings(acct.key, { consent_required: { informational: 'express_written' }, enforce_consent_on_api_calls: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_error', details: [expect.objectContaining({ path: 'consent_required.informational' })] });
    expect((await settings(acct.key)).body).toMatchObject({ consent_required: { informational: 'none' }, enforce_consent_on_api_calls: false });
  });
});

describe('a direct POST /api/v1/calls', () => {
  it('is unchanged while enforce_consent_on_api_calls is off: accepted without consent, and dialed at once', async () => {
    const acct = await account();
    await settings(acct.key, { consent_required: { informational: 'express' } });
    const marketing = await call(acct.key, { agent_id: acct.agent.id, phone_number: '+14155550140' });
    expect(marketing.status).toBe(201);
    // An informational call goes at once: its dial is not held to consent either.
    const informational = await call(acct.key, { agent_id: acct.agent.id, phone_number: '+14155550141', purpose: 'informational' });
    expect([informational.status, informational.body.status]).toEqual([201, 'queued']);
    await runAt(new Date(Date.now() + 1000));
    expect((await callRowOf(informational.body.id)).dialedAt).not.toBeNull();
    // The marketing call is dialed at its first lawful moment (at once by day; at night the law holds it until the
    // morning), and a hold for the calling hours alone does not make its dial ask for consent.
    await runAt(T);
    expect(await callRowOf(marketing.body.id)).toMatchObject({ consentEnforced: false });
    expect((await callRowOf(marketing.body.id)).dialedAt).not.toBeNull();
  });

  it('with enforcement on, is refused 403 consent_required without the consent its purpose requires, writing nothing', async () => {
    const acct = await account();
    await settings(acct.key, { enforce_consent_on_api_calls: true });
    const before = await writesOf(acct.accountId);
    const res = await call(acct.key, { agent_id: acct.agent.id, phone_number: '+14155550142' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'consent_required', message: 'No active express written consent for marketing calls to +14155550142.', request_id: expect.any(String),
    });
    expect(await writesOf(acct.accountId)).toEqual(before);
    // An express consent is not enough for marketing; an informational call needs none by default.
    await grantConsent(acct.accountId, ['+14155550142'], { kind: 'express' });
    expect((await call(acct.key, { agent_id: acct.agent.id, phone_number: '+14155550142' })).body.error).toBe('consent_required');
    expect((await call(acct.key, { agent_id: acct.agent.id, phone_number: '+14155550142', purpose: 'informational' })).status).toBe(201);
    await grantConsent(acct.accountId, ['+14155550142']);
    expect((await call(acct.key, { agent_id: acct.agent.id, phone_number: '+14155550142' })).status).toBe(201);
  });

  it('judges do-not-call before consent, and consent before the calling hours', async () => {
    const acct = await account();
    await settings(acct.key, { enforce_consent_on_api_calls: true });
    await addDoNotCallForAccount(db, acct.accountId, { number: '+14155550143' });
    expect((await call(acct.key, { agent_id: acct.agent.id, phone_number: '+14155550143' })).body.error).toBe('do_not_call');
    // Enforced hours that would hold the call: the missing consent refuses it first, whatever the hour.
    const res = await call(acct.key, { agent_id: acct.agent.id, phone_number: '+14155550144', calling_hours: 'enforce', scheduled_at: new Date(T.getTime() + 10 * 3_600_000).toISOString() });
    expect(res.body.error).toBe('consent_required');
  });

  it('counts neither an expired consent, nor a revoked one, nor one captured after the decision moment', async () => {
    const acct = await account();
    await settings(acct.key, { enforce_consent_on_api_calls: true });
    const number = '+14155550145';
    await grantConsent(acct.accountId, [number], { capturedAt: new Date(Date.now() - 2 * 365 * DAY), expiresAt: new Date(Date.now() - DAY) });
    await grantConsent(acct.accountId, [number], { capturedAt: new Date(Date.now() + DAY) });
    await grantConsent(acct.accountId, [number], { scope: 'informational' });
    const [revoked] = await grantConsent(acct.accountId, [number]);
    await revokeConsents(acct.accountId, number);
    expect(revoked).toBeGreaterThan(0);
    expect((await call(acct.key, { agent_id: acct.agent.id, phone_number: number })).body.error).toBe('consent_required');
    // One that expires tomorrow still counts today.
    await grantConsent(acct.accountId, [number], { expiresAt: new Date(Date.now() + DAY) });
    expect((await call(acct.key, { agent_id: acct.agent.id, phone_number: number })).status).toBe(201);
  });
});

describe('waiting and retried calls, at their dial (whatever enforce_consent_on_api_calls says)', () => {
  it('cancels a scheduled marketing call without consent, no_consent, never dialed; dials one with consent', async () => {
    const acct = await account();
    const at = new Date(T.getTime() + 30 * MIN).toISOString();
    const bare = await call(acct.key, { agent_id: acct.agent.id, phone_number: '+14155550150', scheduled_at: at });
    const consented = await call(acct.key, { agent_id: acct.agent.id, phone_number: '+14155550151', scheduled_at: at });
    expect([bare.status, bare.body.status, consented.body.status]).toEqual([201, 'scheduled', 'scheduled']);
    await grantConsent(acct.accountId, ['+14155550151']);
    await runAt(new Date(T.getTime() + 30 * MIN));
    expect(await callRowOf(bare.body.id)).toMatchObject({ status: 'canceled', endedReason: 'no_consent', dialedAt: null });
    expect((await callRowOf(bare.body.id)).failureReason).toBe('No active express written consent for marketing calls to +14155550150.');
    expect((await callOf(acct.key, bare.body.call_id)).body).toMatchObject({ status: 'canceled', ended_reason: 'no_consent' });
    expect((await callRowOf(consented.body.id)).dialedAt).not.toBeNull();
  });

  it('never dials a retry whose consent was revoked while it waited: it ends canceled, no_consent', async () => {
    const acct = await account();
    const busy = '+14155550002';
    await grantConsent(acct.accountId, [busy]);
    const first = await call(acct.key, { agent_id: acct.agent.id, phone_number: busy, retry: { max_attempts: 3, on: ['busy'], delay_minutes: 5 } });
    expect(first.status).toBe(201);
    await runAt(T);
    await runAt(new Date(T.getTime() + 20_000));
    const attempts = () => db.select().from(calls).where(eq(calls.accountId, acct.accountId)).orderBy(calls.id);
    const [one, retry] = await attempts();
    expect([one.status, one.dialedAt !== null]).toEqual(['busy', true]);
    expect(retry).toMatchObject({ status: 'scheduled', attempt: 2, dialedAt: null });
    await revokeConsents(acct.accountId, busy);
    await runAt(new Date(T.getTime() + 10 * MIN));
    const after = await attempts();
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ id: retry.id, status: 'canceled', endedReason: 'no_consent', dialedAt: null });
    expect((await callOf(acct.key, retry.callId)).body).toMatchObject({ status: 'canceled', ended_reason: 'no_consent', attempt: 2 });
  });
});

describe('a campaign', () => {
  it('skips the recipients without consent (skipped_no_consent, never dialed) and dials the others', async () => {
    const acct = await account();
    const numbers = ['+14155550160', '+14155550161', '+14155550162', '+14155550163', '+14155550164', '+14155550165'];
    const contactIds: number[] = [];
    for (const n of numbers) contactIds.push(await insertContact(acct.accountId, { phones: [{ number: n }] }));
    const consented = numbers.filter((_, i) => i % 2 === 0);
    const without = numbers.filter((_, i) => i % 2 === 1);
    await grantConsent(acct.accountId, consented);
    // A consent of the wrong kind or scope does not cover a marketing call under the defaults.
    await grantConsent(acct.accountId, [without[0]], { kind: 'express' });
    await grantConsent(acct.accountId, [without[1]], { scope: 'informational' });
    const created = await callRoute(postCampaign, {
      method: 'POST', path: '/api/v1/campaigns', key: acct.key,
      body: { name: 'Consent', agent_id: acct.agent.id, audience: { contact_ids: contactIds }, max_concurrent_calls: 10, start: true },
    });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    await runAt(T);
    const campaign = await callRoute(getCampaign, { path: `/api/v1/campaigns/${id}`, key: acct.key, params: { id } });
    expect(campaign.body.progress).toMatchObject({ total: 6, skipped_no_consent: 3 });
    const { total, ...byStatus } = campaign.body.progress as Record<string, number>;
    expect(Object.values(byStatus).reduce((s, n) => s + n, 0)).toBe(total);
    const recipients = await callRoute(getRecipients, { path: `/api/v1/campaigns/${id}/recipients?limit=100`, key: acct.key, params: { id } });
    const statusOf = new Map((recipients.body.recipients as { phone_number: string; status: string; last_call_id: string | null }[]).map((r) => [r.phone_number, r]));
    for (const n of without) expect(statusOf.get(n)).toMatchObject({ status: 'skipped_no_consent', last_call_id: null });
    const filtered = await callRoute(getRecipients, { path: `/api/v1/campaigns/${id}/recipients?status=skipped_no_consent`, key: acct.key, params: { id } });
    expect(filtered.body.recipients.map((r: { phone_number: string }) => r.phone_number).sort()).toEqual(without);
    const placed = await db.select().from(calls).where(eq(calls.campaignId, Number(id)));
    expect(placed.map((c) => c.phoneNumber).sort()).toEqual(consented);
    expect(placed.every((c) => c.dialedAt !== null)).toBe(true);
  });

  it('skips a recipient whose consent was revoked while its next attempt waited', async () => {
    const acct = await account();
    const busy = '+14155550002';
    const contactId = await insertContact(acct.accountId, { phones: [{ number: busy }] });
    await grantConsent(acct.accountId, [busy]);
    const created = await callRoute(postCampaign, {
      method: 'POST', path: '/api/v1/campaigns', key: acct.key,
      body: { name: 'Retry', agent_id: acct.agent.id, audience: { contact_ids: [contactId] }, retry: { max_attempts: 3, on: ['busy'], delay_minutes: 5 }, start: true },
    });
    const id = Number(created.body.id);
    await runAt(T);
    await runAt(new Date(T.getTime() + 20_000));
    const [waiting] = await db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
    expect(waiting).toMatchObject({ status: 'busy', attempts: 1 });
    expect(waiting.nextAttemptAt).not.toBeNull();
    await revokeConsents(acct.accountId, busy);
    await runAt(new Date(T.getTime() + 10 * MIN));
    const [skipped] = await db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
    expect(skipped).toMatchObject({ status: 'skipped_no_consent', attempts: 1, nextAttemptAt: null });
    const [{ n }] = await db.select({ n: count() }).from(calls).where(and(eq(calls.campaignId, id)));
    expect(n).toBe(1);
  });
});

describe('POST /api/v1/compliance/check', () => {
  it('reports no_consent, with no next moment, after do-not-call and before the calling rules', async () => {
    const acct = await account();
    const number = '+14155550170';
    // Sunday 3:00 in California: outside the hours too.
    const sunday = '2026-11-22T11:00:00Z';
    const blocked = await check(acct.key, { phone_number: number, at: '2026-11-23T20:00:00Z' });
    expect(blocked.body).toMatchObject({
      allowed: false, next_allowed_at: null,
      blocks: [{ code: 'no_consent', rule: `No active express written consent for marketing calls to ${number}.`, source: expect.stringContaining('consent_required.marketing') }],
    });
    const night = await check(acct.key, { phone_number: number, at: sunday });
    expect(night.body.blocks.map((b: { code: string }) => b.code)[0]).toBe('no_consent');
    expect(night.body.blocks.length).toBeGreaterThan(1);
    await addDoNotCallForAccount(db, acct.accountId, { number: '+14155550171' });
    expect((await check(acct.key, { phone_number: '+14155550171', at: sunday })).body.blocks.map((b: { code: string }) => b.code).slice(0, 2)).toEqual(['do_not_call', 'no_consent']);
    // Informational calls need none by default; with consent the marketing call is allowed.
    expect((await check(acct.key, { phone_number: number, at: '2026-11-23T20:00:00Z', purpose: 'informational' })).body).toMatchObject({ allowed: true, blocks: [] });
    await grantConsent(acct.accountId, [number], { capturedAt: new Date('2025-01-01T00:00:00Z') });
    expect((await check(acct.key, { phone_number: number, at: '2026-11-23T20:00:00Z' })).body).toMatchObject({ allowed: true, blocks: [] });
    // At a moment before the consent was captured, it did not count yet.
    expect((await check(acct.key, { phone_number: number, at: '2024-12-02T20:00:00Z' })).body.blocks.map((b: { code: string }) => b.code)).toEqual(['no_consent']);
  });

  it('reports an informational requirement with its own words', async () => {
    const acct = await account();
    await settings(acct.key, { consent_required: { informational: 'express' } });
    const res = await check(acct.key, { phone_number: '+14155550172', at: '2026-11-23T20:00:00Z', purpose: 'informational' });
    expect(res.body).toMatchObject({ allowed: false, blocks: [{ code: 'no_consent', rule: 'No active express consent for informational calls to +14155550172.' }] });
    // A marketing consent covers informational calls.
    await grantConsent(acct.accountId, ['+14155550172'], { kind: 'express', scope: 'marketing', capturedAt: new Date('2025-01-01T00:00:00Z') });
    expect((await check(acct.key, { phone_number: '+14155550172', at: '2026-11-23T20:00:00Z', purpose: 'informational' })).body.allowed).toBe(true);
  });
});
