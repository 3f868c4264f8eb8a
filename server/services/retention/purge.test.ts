import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { accounts, calls, consents, complianceRecords, jobs, messages, toolInvocations } from '../../db/schema';
import type { Database } from '../../db/types';
import { drainJobs, fundedAccount } from '../../testing/call-fixtures';
import { startFakeRetell } from '../../testing/fake-retell-server';
import { startFakeVapi } from '../../testing/fake-vapi-server';
import { actorOf } from '../../testing/fixtures';
import { rollupDrift } from '../../testing/usage-fixtures';
import {
  countWhere, daysAgo, insertComplianceRecord, insertConsentRow, insertEndedCalls, insertMessage, usageTotals,
} from '../../testing/retention-fixtures';
import { getCall } from '../calls/read';
import { simulatedArtifactDeletes } from '../providers/simulator/artifacts';
import { purgeExpiredContent } from './purge';

let db: Database;
let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
let retell: Awaited<ReturnType<typeof startFakeRetell>>;

beforeAll(async () => {
  db = await getDb();
  vapi = await startFakeVapi();
  retell = await startFakeRetell('retell-key');
  Object.assign(config, { VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', RETELL_BASE_URL: retell.url, RETELL_API_KEY: 'retell-key' });
});

afterAll(async () => {
  await vapi.close();
  await retell.close();
});

const deleteRequests = () => [
  ...vapi.requests.filter((r) => r.method === 'DELETE').map((r) => `vapi ${r.path}`),
  ...retell.requests.filter((r) => r.method === 'DELETE').map((r) => `retell ${r.path}`),
];

describe('the retention purge', () => {
  it('removes old content everywhere, keeps the facts usage and the ledger count, and a second run does nothing', async () => {
    const now = new Date();
    const acct = await fundedAccount();
    const agentId = acct.agent.id;
    const tag = `${process.pid}-${Date.now()}`;
    vapi.addCall(`vapi-${tag}`);
    retell.addPhoneCall(`retell-${tag}`);
    const [oldVapi, oldRetell, vapiGone, oldSim, oldNoId, recent, live] = await insertEndedCalls(acct.accountId, [
      { agentId, endedAt: daysAgo(400, now), provider: 'vapi', providerCallId: `vapi-${tag}`, cents: 30, seconds: 125 },
      { agentId, endedAt: daysAgo(380, now), provider: 'retell', providerCallId: `retell-${tag}`, cents: 10, seconds: 40 },
      // Vapi holds nothing under this id any more (deleted from its dashboard): a 404, which is done.
      { agentId, endedAt: daysAgo(370, now), provider: 'vapi', providerCallId: `vapi-gone-${tag}`, cents: 0, seconds: 0 },
      { agentId, endedAt: daysAgo(366, now), provider: 'simulator', providerCallId: `sim-${tag}` },
      { agentId, endedAt: daysAgo(500, now) },
      { agentId, endedAt: daysAgo(100, now), provider: 'vapi', providerCallId: `vapi-recent-${tag}` },
      { agentId, endedAt: daysAgo(900, now), live: true },
    ]);
    const oldMessage = await insertMessage(acct.accountId, daysAgo(400, now));
    const waitingMessage = await insertMessage(acct.accountId, daysAgo(400, now), 'queued');
    const recentMessage = await insertMessage(acct.accountId, daysAgo(30, now));
    // Another account keeping content 1000 days: its calls of the same age keep everything.
    const other = await fundedAccount();
    await db.update(accounts).set({ retentionContentDays: 1000 }).where(eq(accounts.id, other.accountId));
    const [othersCall] = await insertEndedCalls(other.accountId, [{ agentId: other.agent.id, endedAt: daysAgo(400, now) }]);

    const before = await usageTotals(acct.accountId);
    expect(before.usage.cents).toBe(before.ledgerDebits);
    const batches: { target: string; rows: number }[] = [];
    const r = await purgeExpiredContent(db, now, { accountIds: [acct.accountId, other.accountId], batchSize: 2, onBatch: (b) => batches.push(b) });
    expect(r).toMatchObject({ calls: 5, messages: 1, consents: 0, complianceRecords: 0, done: true });
    // Batches of at most two rows, each its own transaction.
    expect(batches.filter((b) => b.target === 'calls').map((b) => b.rows)).toEqual([2, 2, 1, 0]);

    const rows = await db.select().from(calls).where(inArray(calls.id, [oldVapi, oldRetell, vapiGone, oldSim, oldNoId]));
    for (const c of rows) {
      expect(c).toMatchObject({
        transcript: null, recordingUrl: null, summary: null, variables: {}, instructions: '', firstMessage: '',
        analysis: { summary: null, success: true, structured_data: {} }, voicemail: { action: 'leave_message' },
        contentPurgedAt: now,
        // The facts stay.
        status: 'completed', endedReason: 'customer-ended-call', disclosureCheck: 'said', providerCostCents: 7, transcriptFinal: true,
      });
      expect(c.endedAt).not.toBeNull();
      expect(c.durationSeconds).not.toBeNull();
      expect(c.costCents).not.toBeNull();
    }
    const tools = await db.select().from(toolInvocations).where(inArray(toolInvocations.callId, [oldVapi, recent]));
    expect(Object.fromEntries(tools.map((t) => [t.callId, [t.arguments, t.result]]))).toEqual({
      [oldVapi]: [{}, {}], [recent]: [{ name: 'Ada Lovelace' }, { booked: true }],
    });
    for (const id of [recent, live, othersCall]) {
      const [c] = await db.select().from(calls).where(eq(calls.id, id));
      expect(c).toMatchObject({ summary: 'Ada booked for Tuesday.', recordingUrl: expect.any(String), contentPurgedAt: null });
      expect(c.transcript).toHaveLength(2);
    }
    const msgs = await db.select().from(messages).where(inArray(messages.id, [oldMessage, waitingMessage, recentMessage]));
    expect(Object.fromEntries(msgs.map((m) => [m.id, [m.subject, m.body, m.html, m.ics, m.contentPurgedAt]]))).toEqual({
      [oldMessage]: [null, '', null, null, now],
      [waitingMessage]: ['Your appointment, Ada', 'See you Tuesday, Ada.', '<p>See you Tuesday, Ada.</p>', 'BEGIN:VCALENDAR', null],
      [recentMessage]: ['Your appointment, Ada', 'See you Tuesday, Ada.', '<p>See you Tuesday, Ada.</p>', 'BEGIN:VCALENDAR', null],
    });

    // Usage, analytics and the wallet add up exactly as before.
    expect(await usageTotals(acct.accountId)).toEqual(before);
    expect(await rollupDrift(acct.accountId)).toEqual([]);

    // The REST answer keeps its shape: nulls and empties where the content was, and when it went.
    const dto = await getCall(db, await actorOf(acct.userId), oldVapi);
    expect(dto).toMatchObject({
      transcript: null, recording_url: null, summary: null, variables: {}, first_message: '', instructions: '',
      analysis: { summary: null, success: true, structured_data: {} }, content_purged_at: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      status: 'completed', cost_cents: 30, duration_seconds: 125,
    });
    expect((await getCall(db, await actorOf(acct.userId), recent)).content_purged_at).toBeNull();

    // The providers are asked once each to delete their copies; a 404 is done, and nothing is retried.
    await drainJobs();
    expect(vapi.deletedCalls).toEqual([`vapi-${tag}`]);
    expect(retell.deletedCalls).toEqual([`retell-${tag}`]);
    expect(simulatedArtifactDeletes()).toContain(`sim-${tag}`);
    expect(deleteRequests().sort()).toEqual([`retell /v2/delete-call/retell-${tag}`, `vapi /call/vapi-${tag}`, `vapi /call/vapi-gone-${tag}`].sort());
    const deleteJobs = await db.select().from(jobs).where(sql`${jobs.kind} = 'retention.provider_artifacts_delete' and (${jobs.payload} ->> 'call_id')::int = any(${`{${[oldVapi, oldRetell, vapiGone, oldSim, oldNoId].join(',')}}`}::int[])`);
    expect(deleteJobs).toHaveLength(4);
    expect(deleteJobs.every((j) => j.doneAt && j.lastError === null)).toBe(true);

    // A second run finds nothing: no write, no job, no request.
    const again = await purgeExpiredContent(db, now, { accountIds: [acct.accountId, other.accountId] });
    expect(again).toMatchObject({ calls: 0, messages: 0, consents: 0, complianceRecords: 0, done: true });
    await drainJobs();
    expect(deleteRequests()).toHaveLength(3);
    expect(await usageTotals(acct.accountId)).toEqual(before);
  });

  it('retries a provider that did not answer, and stops once it has', async () => {
    const now = new Date();
    const acct = await fundedAccount();
    const id = `vapi-retry-${process.pid}-${Date.now()}`;
    vapi.addCall(id);
    await insertEndedCalls(acct.accountId, [{ agentId: acct.agent.id, endedAt: daysAgo(400, now), provider: 'vapi', providerCallId: id }]);
    await purgeExpiredContent(db, now, { accountIds: [acct.accountId] });
    vapi.failNext(503);
    await drainJobs();
    expect(vapi.deletedCalls).not.toContain(id);
    // The runner's backoff: the next attempt is due a little later.
    await drainJobs(new Date(Date.now() + 10 * 60_000));
    expect(vapi.deletedCalls.filter((x) => x === id)).toHaveLength(1);
    await drainJobs(new Date(Date.now() + 60 * 60_000));
    expect(vapi.requests.filter((r) => r.method === 'DELETE' && r.path === `/call/${id}`)).toHaveLength(2);
  });

  it('run twice at once (two workers, or the cron beside the embedded worker), purges each call once and asks once', async () => {
    const now = new Date();
    const acct = await fundedAccount();
    const ids = await insertEndedCalls(acct.accountId, Array.from({ length: 12 }, (_, i) => ({
      agentId: acct.agent.id, endedAt: daysAgo(400 + i, now), provider: 'vapi' as const, providerCallId: `vapi-twice-${process.pid}-${Date.now()}-${i}`,
    })));
    const runs = await Promise.all([1, 2].map(() => purgeExpiredContent(db, now, { accountIds: [acct.accountId], batchSize: 2 })));
    expect(runs[0].calls + runs[1].calls).toBe(12);
    const asked = await db.select().from(jobs).where(sql`${jobs.kind} = 'retention.provider_artifacts_delete' and (${jobs.payload} ->> 'call_id')::int = any(${`{${ids.join(',')}}`}::int[])`);
    expect(asked).toHaveLength(12);
    expect(new Set(asked.map((j) => (j.payload as { call_id: number }).call_id)).size).toBe(12);
  });

  it('deletes consents and compliance records past compliance_days, keeps younger ones and consents still in force', async () => {
    const now = new Date();
    const acct = await fundedAccount();
    const goneRevoked = await insertConsentRow(acct.accountId, { capturedAt: daysAgo(3000, now), revokedAt: daysAgo(1900, now) });
    const goneExpired = await insertConsentRow(acct.accountId, { capturedAt: daysAgo(3000, now), expiresAt: daysAgo(1830, now) });
    const keptRevoked = await insertConsentRow(acct.accountId, { capturedAt: daysAgo(3000, now), revokedAt: daysAgo(700, now) });
    const keptActive = await insertConsentRow(acct.accountId, { capturedAt: daysAgo(3000, now) });
    const keptFuture = await insertConsentRow(acct.accountId, { capturedAt: daysAgo(3000, now), expiresAt: daysAgo(-30, now) });
    const goneRecord = await insertComplianceRecord(acct.accountId, daysAgo(1826, now));
    const keptRecord = await insertComplianceRecord(acct.accountId, daysAgo(1800, now));

    const r = await purgeExpiredContent(db, now, { accountIds: [acct.accountId] });
    expect(r).toMatchObject({ consents: 2, complianceRecords: 1 });
    const left = (await db.select({ id: consents.id }).from(consents).where(eq(consents.accountId, acct.accountId))).map((c) => c.id).sort((a, b) => a - b);
    expect(left).toEqual([keptRevoked, keptActive, keptFuture].sort((a, b) => a - b));
    expect(left).not.toContain(goneRevoked);
    expect(left).not.toContain(goneExpired);
    const records = (await db.select({ id: complianceRecords.id }).from(complianceRecords).where(eq(complianceRecords.accountId, acct.accountId))).map((x) => x.id);
    expect(records).toEqual([keptRecord]);
    expect(records).not.toContain(goneRecord);

    // A second run deletes nothing more.
    expect((await purgeExpiredContent(db, now, { accountIds: [acct.accountId] })).consents).toBe(0);
    expect(await countWhere('consents', acct.accountId)).toBe(3);
  });

  it('leaves consents and compliance records immutable while kept, in the database itself', async () => {
    const now = new Date();
    const acct = await fundedAccount();
    const old = await insertConsentRow(acct.accountId, { capturedAt: daysAgo(3000, now), revokedAt: daysAgo(1900, now) });
    const young = await insertConsentRow(acct.accountId, { capturedAt: daysAgo(3000, now), revokedAt: daysAgo(100, now) });
    const oldRecord = await insertComplianceRecord(acct.accountId, daysAgo(2000, now));
    const youngRecord = await insertComplianceRecord(acct.accountId, daysAgo(100, now));
    // Outside the purge nothing may delete or edit them, however old.
    await expect(db.delete(consents).where(eq(consents.id, old))).rejects.toThrow();
    await expect(db.delete(complianceRecords).where(eq(complianceRecords.id, oldRecord))).rejects.toThrow();
    await expect(db.update(complianceRecords).set({ allowed: false }).where(eq(complianceRecords.id, oldRecord))).rejects.toThrow();
    // Even with the purge's setting, a row still within its period is refused.
    const purgeDelete = (table: 'consents' | 'compliance_records', id: number) => db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('switchboard.retention_purge', 'on', true)`);
      await tx.execute(sql`delete from ${sql.identifier(table)} where id = ${id}`);
    });
    await expect(purgeDelete('consents', young)).rejects.toThrow();
    await expect(purgeDelete('compliance_records', youngRecord)).rejects.toThrow();
    // A longer period set later protects a row the shorter one would have let go.
    await db.update(accounts).set({ retentionComplianceDays: 2500 }).where(eq(accounts.id, acct.accountId));
    await expect(purgeDelete('consents', old)).rejects.toThrow();
    await expect(purgeDelete('compliance_records', oldRecord)).rejects.toThrow();
    // The table refuses a period under the law's minimum whatever door writes it.
    await expect(db.update(accounts).set({ retentionComplianceDays: 1460 }).where(eq(accounts.id, acct.accountId))).rejects.toThrow();
    await db.update(accounts).set({ retentionComplianceDays: 1825 }).where(eq(accounts.id, acct.accountId));
    await purgeDelete('consents', old);
    await purgeDelete('compliance_records', oldRecord);
    expect(await countWhere('consents', acct.accountId)).toBe(1);
    expect(await countWhere('compliance_records', acct.accountId)).toBe(1);
  });
});
