import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCli } from '@/server/cli/run';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import { calls, consentChanges, consents } from '@/server/db/schema';
import { initiateCall } from '@/server/services/calls/initiate';
import { recordConsent, revokeAllConsents } from '@/server/services/consents/service';
import { loadToolCallContext } from '@/server/services/tools/context';
import { runTool } from '@/server/services/tools/run';
import { callRowOf } from '@/server/testing/call-fixtures';
import { actorOf } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { liveCall, toolAccount, type ToolTestAccount } from '@/server/testing/tool-fixtures';
import { createCaller } from '@/server/trpc/root';
import { POST as addDoNotCallRoute } from '../do-not-call/route';
import { POST as revokeRoute } from './[id]/revoke/route';

const NUMBER = '+14155550142';
const OTHER = '+14155550143';

interface Scene {
  acct: ToolTestAccount;
  /** Active consents of NUMBER, and one of OTHER that no opt-out of NUMBER may touch. */
  mine: number[];
  other: number;
  /** A call to NUMBER waiting for its moment, a retry of an earlier attempt waiting too, and a waiting call to OTHER. */
  waiting: { id: number; callId: string };
  retry: { id: number; callId: string };
  elsewhere: { id: number; callId: string };
}

async function scene(): Promise<Scene> {
  const db = await getDb();
  const acct = await toolAccount();
  const actor = await actorOf(acct.userId);
  const consent = (phone_number: string, kind: 'express' | 'express_written') =>
    recordConsent(db, actor, { phone_number, kind, scope: 'marketing', source: { type: 'paper' }, captured_at: '2026-01-01T00:00:00Z' });
  const mine = [(await consent(NUMBER, 'express_written')).id, (await consent(NUMBER, 'express')).id];
  const other = (await consent(OTHER, 'express')).id;
  const later = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
  const place = async (phone_number: string, days: number) => {
    const r = await initiateCall(db, actor, { purpose: 'informational', phone_number, agent_id: acct.agent.id, scheduled_at: later(days) });
    return { id: r.id, callId: r.call_id };
  };
  const waiting = await place(NUMBER, 1);
  const retry = await place(NUMBER, 2);
  await db.update(calls).set({ attempt: 2, retryOf: waiting.callId }).where(eq(calls.id, retry.id));
  const elsewhere = await place(OTHER, 1);
  return { acct, mine, other, waiting, retry, elsewhere };
}

/** What an opt-out of NUMBER must have done, whatever its door. */
async function expectOptedOut(s: Scene, via: string, source: string, endedReason: 'no_consent' | 'do_not_call', callId: string | null = null) {
  const db = await getDb();
  const rows = await db.select().from(consents).where(eq(consents.accountId, s.acct.accountId)).orderBy(consents.id);
  expect(rows.filter((r) => s.mine.includes(r.id)).map((r) => [r.revokedVia, r.revokedAt !== null])).toEqual([[via, true], [via, true]]);
  expect(rows.find((r) => r.id === s.other)).toMatchObject({ revokedAt: null, revokedVia: null });
  const lines = await db
    .select()
    .from(consentChanges)
    .where(and(eq(consentChanges.accountId, s.acct.accountId), eq(consentChanges.action, 'revoked')))
    .orderBy(consentChanges.consentId);
  expect(lines.map((l) => ({ consentId: l.consentId, source: l.source, callId: l.callId }))).toEqual(s.mine.map((consentId) => ({ consentId, source, callId })));
  expect(await callRowOf(s.waiting.id)).toMatchObject({ status: 'canceled', endedReason });
  expect(await callRowOf(s.retry.id)).toMatchObject({ status: 'canceled', endedReason });
  expect(await callRowOf(s.elsewhere.id)).toMatchObject({ status: 'scheduled', endedReason: null });
}

describe('every opt-out revokes every consent of the number and cancels its waiting calls and retries', () => {
  it('the opt_out tool during a call (revoked_via call, logged with the call, the waiting calls do_not_call)', async () => {
    const db = await getDb();
    const s = await scene();
    const call = await liveCall(s.acct, NUMBER);
    const r = await runTool(db, await loadToolCallContext(db, call.id), 'opt_out', {});
    expect(r).toMatchObject({ ok: true, do_not_call: { canceled_call_ids: expect.arrayContaining([s.waiting.callId, s.retry.callId]) } });
    await expectOptedOut(s, 'call', 'call', 'do_not_call', call.callId);
    expect(await callRowOf(call.id)).toMatchObject({ endedReason: 'opted_out' });
  });

  it('adding the number to the do-not-call list over REST (revoked_via do_not_call, source api)', async () => {
    const s = await scene();
    const res = await callRoute(addDoNotCallRoute, { method: 'POST', path: '/api/v1/do-not-call', key: s.acct.key, body: { number: '(415) 555-0142', reason: 'Asked by letter' } });
    expect(res.status).toBe(201);
    await expectOptedOut(s, 'do_not_call', 'api', 'do_not_call');
    const db = await getDb();
    const [line] = await db.select().from(consentChanges).where(and(eq(consentChanges.consentId, s.mine[0]), eq(consentChanges.action, 'revoked')));
    expect(line).toMatchObject({ note: 'Asked by letter', userId: s.acct.userId, apiKeyId: expect.any(Number) });
  });

  it('adding the number to the do-not-call list from the dashboard (source dashboard) and the CLI (source operator)', async () => {
    const db = await getDb();
    const s = await scene();
    const caller = createCaller({ db, session: { userId: s.acct.userId } });
    await caller.calls.doNotCall.add({ number: NUMBER });
    await expectOptedOut(s, 'do_not_call', 'dashboard', 'do_not_call');

    const t = await scene();
    const out = await runCli(['dnc', 'add', '--account', String(t.acct.accountId), '--number', NUMBER, '--json'], getDb);
    expect(out.code).toBe(0);
    await expectOptedOut(t, 'do_not_call', 'operator', 'do_not_call');
  });

  it('revoking one consent over REST (revoked_via api, the waiting calls no_consent)', async () => {
    const s = await scene();
    const res = await callRoute(revokeRoute, { method: 'POST', path: `/api/v1/consents/${s.mine[1]}/revoke`, key: s.acct.key, body: {}, params: { id: String(s.mine[1]) } });
    expect(res.status).toBe(200);
    await expectOptedOut(s, 'api', 'api', 'no_consent');
  });

  it("revoking one consent from the dashboard (revoked_via dashboard) and the contact's page lists who did", async () => {
    const db = await getDb();
    const s = await scene();
    const caller = createCaller({ db, session: { userId: s.acct.userId } });
    const revoked = await caller.consents.revoke({ id: s.mine[0], body: { note: 'Said so on the phone to reception' } });
    expect(revoked).toMatchObject({ id: s.mine[0], revoked_via: 'dashboard' });
    await expectOptedOut(s, 'dashboard', 'dashboard', 'no_consent');
    const page = await caller.consents.forContact({ contact_id: s.acct.contactId });
    expect(page.consents.map((c) => c.id)).toEqual([...s.mine].reverse());
    expect(page.consents[0]).toMatchObject({
      revoked_note: 'Said so on the phone to reception',
      recorded_by: { source: 'dashboard', user_email: expect.stringContaining('@') },
      revoked_by: { source: 'dashboard', user_email: expect.stringContaining('@') },
    });
  });

  it("is part of the caller's transaction: when the opt-out fails later, no consent is revoked and no call canceled", async () => {
    const db = await getDb();
    const s = await scene();
    await expect(
      db.transaction(async (tx) => {
        const r = await revokeAllConsents(tx, { accountId: s.acct.accountId, phoneNumber: NUMBER, via: 'other', by: { source: 'operator' } });
        expect(r.revokedConsentIds).toEqual(s.mine);
        expect(r.canceledCallIds.sort()).toEqual([s.waiting.callId, s.retry.callId].sort());
        throw new Error('the opt-out failed after the revocation');
      }),
    ).rejects.toThrow('the opt-out failed');
    const rows = await db.select().from(consents).where(eq(consents.accountId, s.acct.accountId));
    expect(rows.every((r) => r.revokedAt === null)).toBe(true);
    expect((await db.select().from(consentChanges).where(and(eq(consentChanges.accountId, s.acct.accountId), eq(consentChanges.action, 'revoked')))).length).toBe(0);
    expect(await callRowOf(s.waiting.id)).toMatchObject({ status: 'scheduled' });
    expect(await callRowOf(s.retry.id)).toMatchObject({ status: 'scheduled' });
  });
});

describe('the database keeps consents as evidence', () => {
  it('refuses any edit but one revocation, any second revocation, any delete and TRUNCATE; the change log never changes', async () => {
    const db = await getDb();
    const s = await scene();
    const [id] = s.mine;
    const refused = (q: Promise<unknown>) => q.then(() => 'written', (e: Error) => String(e.message ?? e) + String((e as { cause?: Error }).cause?.message ?? ''));
    expect(await refused(db.update(consents).set({ seller: 'Someone else' }).where(eq(consents.id, id)))).toMatch(/never edited/);
    expect(await refused(db.update(consents).set({ revokedAt: new Date(), revokedVia: 'api', kind: 'express' }).where(eq(consents.id, id)))).toMatch(/never edited/);
    expect(await refused(db.delete(consents).where(eq(consents.id, id)))).toMatch(/never deleted/);
    await db.update(consents).set({ revokedAt: new Date(), revokedVia: 'other' }).where(eq(consents.id, id));
    expect(await refused(db.update(consents).set({ revokedAt: new Date(), revokedVia: 'api' }).where(eq(consents.id, id)))).toMatch(/never edited/);
    expect(await refused(db.update(consentChanges).set({ note: 'rewritten' }).where(eq(consentChanges.consentId, id)))).toMatch(/never edited/);
    expect(await refused(db.delete(consentChanges).where(eq(consentChanges.consentId, id)))).toMatch(/never deleted/);
    expect(await refused(db.execute(sql`update consents set revoked_at = null, revoked_via = null where id = ${id}`))).toMatch(/never edited/);
    expect(await refused(db.execute(sql`truncate consent_changes`))).toMatch(/never truncated/);
    expect(await refused(db.execute(sql`truncate consents cascade`))).toMatch(/never truncated/);
  });
});

describe.skipIf(!config.DATABASE_URL)('concurrent opt-outs (PostgreSQL)', () => {
  it('two doors opting out one number at once revoke each consent once, with one change-log line each', async () => {
    const db = await getDb();
    const s = await scene();
    const key = s.acct.key;
    const caller = createCaller({ db, session: { userId: s.acct.userId } });
    const answers = await Promise.all([
      callRoute(revokeRoute, { method: 'POST', path: `/api/v1/consents/${s.mine[0]}/revoke`, key, body: {}, params: { id: String(s.mine[0]) } }),
      caller.consents.revoke({ id: s.mine[1], body: {} }),
      callRoute(addDoNotCallRoute, { method: 'POST', path: '/api/v1/do-not-call', key, body: { number: NUMBER } }),
    ]);
    expect((answers[0] as { status: number }).status).toBe(200);
    const rows = await db.select().from(consents).where(eq(consents.accountId, s.acct.accountId));
    expect(rows.filter((r) => s.mine.includes(r.id)).every((r) => r.revokedAt !== null)).toBe(true);
    const lines = await db.select().from(consentChanges).where(and(eq(consentChanges.accountId, s.acct.accountId), eq(consentChanges.action, 'revoked')));
    expect(lines.map((l) => l.consentId).sort()).toEqual([...s.mine].sort());
    expect((await callRowOf(s.waiting.id)).status).toBe('canceled');
  });
});
