import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { complianceRecords, consents, contactPhoneNumbers } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { workOnce } from '@/server/jobs/worker';
import { createAgent } from '@/server/services/agents/service';
import { initiateCall } from '@/server/services/calls/initiate';
import { RULES_VERSION } from '@/server/services/compliance/compliance-record';
import { callRowOf, fundedAccount, insertContact, type CallTestAccount } from '@/server/testing/call-fixtures';
import { actorOf, keyWith, newUser } from '@/server/testing/fixtures';
import { createCaller } from '@/server/trpc/root';
import { callRoute } from '@/server/testing/http';
import { POST as postCall } from '../../route';
import { GET } from './route';

// Monday 23 November 2026, 14:30 UTC: 09:30 in Louisville (Kentucky opens marketing calls at 10:00).
const MONDAY_0930_KY = new Date('2026-11-23T14:30:00Z');
const KY = '+15025550123';

let db: Database;
beforeAll(async () => {
  db = await getDb();
});

const get = (key: string, id: string | number, query = '') =>
  callRoute(GET, { path: `/api/v1/calls/${id}/compliance${query}`, key, params: { call_id: String(id) } });

const place = async (acct: CallTestAccount, body: Record<string, unknown>, now = MONDAY_0930_KY) =>
  initiateCall(db, await actorOf(acct.userId), { agent_id: acct.agent.id, phone_number: KY, ...body }, now);

async function runAt(now: Date) {
  for (let i = 0; i < 50 && (await workOnce(db, now)) > 0; i++);
}

const recordsOf = (callId: number) => db.select().from(complianceRecords).where(eq(complianceRecords.callId, callId)).orderBy(complianceRecords.id);

describe('GET /api/v1/calls/{call_id}/compliance', () => {
  // Each test its own account: one's calls to a number would count against another's cap and do-not-call.
  let acct: CallTestAccount;
  beforeEach(async () => {
    acct = await fundedAccount({ balanceCents: 10_000, rateCents: 10 });
  });

  it('a call placed over HTTP and dialed: a placement record and a dial record, both allowed, the latest answered', async () => {
    const placed = await callRoute(postCall, {
      method: 'POST', path: '/api/v1/calls', key: acct.key,
      body: { agent_id: acct.agent.id, phone_number: '+14155550123', purpose: 'informational' },
    });
    expect(placed.status).toBe(201);
    // Written with the call, before any dial.
    const first = await get(acct.key, placed.body.call_id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      call_id: placed.body.call_id,
      decided_at: expect.any(String),
      stage: 'placement',
      allowed: true,
      purpose: 'informational',
      rules_version: RULES_VERSION,
      // An informational call that sets the account's hours aside: the rules were not judged, the callee still located.
      timezones: ['America/Los_Angeles'],
      local_time: [expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[78]:00$/)],
      jurisdictions: ['US', 'US-CA'],
      window: [],
      holiday: { checked: false, dates: [] },
      frequency: { dials_24h: null, cap: null },
      do_not_call: { listed: false },
      consent: null,
      destination: { country: 'US', number_type: 'fixed_line_or_mobile' },
      disclosures: expect.any(Array),
      blocks: [],
    });
    await runAt(new Date(Date.now() + 1000));
    const latest = await get(acct.key, placed.body.id);
    expect(latest.body).toMatchObject({ stage: 'dial', allowed: true, blocks: [] });
    const all = await get(acct.key, placed.body.id, '?all=true');
    expect(all.body.call_id).toBe(placed.body.call_id);
    expect(all.body.records.map((r: { stage: string; allowed: boolean }) => [r.stage, r.allowed])).toEqual([['placement', true], ['dial', true]]);
  });

  it('a marketing call held by the law records allowed false with its blocks, the windows and the local time', async () => {
    const res = await place(acct, { calling_hours: 'enforce' });
    expect(res.status).toBe('scheduled');
    const r = (await get(acct.key, res.call_id)).body;
    expect(r).toMatchObject({
      stage: 'placement', allowed: false, purpose: 'marketing',
      timezones: ['America/New_York'], local_time: ['2026-11-23T09:30:00-05:00'], jurisdictions: ['US', 'US-KY'],
      holiday: { checked: true, dates: [] },
      frequency: { dials_24h: 0, cap: 2 },
      do_not_call: { listed: false },
      destination: { country: 'US' },
    });
    expect(r.window).toEqual([
      { jurisdiction: null, start: '09:00', end: '20:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], source: 'account settings (calling_hours)' },
      expect.objectContaining({ jurisdiction: 'US', start: '08:00', end: '21:00' }),
      expect.objectContaining({ jurisdiction: 'US-KY', start: '10:00', end: '21:00' }),
    ]);
    expect(r.blocks).toEqual([expect.objectContaining({ code: 'outside_calling_hours', rule: expect.stringMatching(/US-KY allows marketing calls 10:00–21:00/) })]);
  });

  it('a call dialed after waiting has two records, and ?all=true lists both in order, with the consent that covered it', async () => {
    // A marketing call's dial is held to the account's consent rule (express written by default).
    const [consent] = await db.insert(consents).values({
      accountId: acct.accountId, phoneNumber: KY, kind: 'express_written', scope: 'marketing', source: { type: 'web_form' },
      seller: 'Test Co', capturedAt: new Date('2026-11-01T12:00:00Z'),
    }).returning();
    const res = await place(acct, { calling_hours: 'enforce' });
    await runAt(new Date('2026-11-23T15:00:00Z'));
    const row = await callRowOf(res.id);
    expect(row, JSON.stringify(await recordsOf(res.id))).toMatchObject({ dialedAt: expect.any(Date) });
    const all = (await get(acct.key, res.id, '?all=true')).body;
    expect(all.records).toHaveLength(2);
    expect(all.records[0]).toMatchObject({ stage: 'placement', allowed: false, local_time: ['2026-11-23T09:30:00-05:00'] });
    expect(all.records[1]).toMatchObject({
      stage: 'dial', allowed: true, local_time: ['2026-11-23T10:00:00-05:00'], blocks: [], frequency: { dials_24h: 0, cap: 2 },
      consent: { id: consent.id, kind: 'express_written', scope: 'marketing', captured_at: '2026-11-01T12:00:00.000Z' },
    });
    expect((await get(acct.key, res.id)).body).toEqual(all.records[1]);
  });

  it('a call scheduled by its request is held until then, and canceled at its dial when the number was flagged meanwhile', async () => {
    const contactId = await insertContact(acct.accountId, { phones: [{ number: KY }] });
    const res = await place(acct, { purpose: 'informational', contact_id: contactId, scheduled_at: '2026-11-23T18:00:00Z' });
    const held = (await get(acct.key, res.id)).body;
    expect(held).toMatchObject({ allowed: false, blocks: [{ code: 'scheduled', rule: 'The request scheduled the call for 2026-11-23T18:00:00.000Z.', source: 'request (scheduled_at)' }] });
    // Flagged on the contact, as an import or an edit would: the dial finds it.
    await db.update(contactPhoneNumbers).set({ doNotCall: true }).where(eq(contactPhoneNumbers.contactId, contactId));
    await runAt(new Date('2026-11-23T18:00:00Z'));
    expect(await callRowOf(res.id)).toMatchObject({ status: 'canceled', dialedAt: null });
    const canceled = (await get(acct.key, res.id)).body;
    expect(canceled).toMatchObject({ stage: 'dial', allowed: false, do_not_call: { listed: true } });
    expect(canceled.blocks[0]).toMatchObject({ code: 'do_not_call' });
    expect((await recordsOf(res.id)).length).toBe(2);
  });

  it('a request refused (403 do_not_call) writes no call and no record', async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(complianceRecords).where(eq(complianceRecords.accountId, acct.accountId));
    await insertContact(acct.accountId, { phones: [{ number: '+15025550777', doNotCall: true }] });
    const res = await callRoute(postCall, {
      method: 'POST', path: '/api/v1/calls', key: acct.key, body: { agent_id: acct.agent.id, phone_number: '+15025550777', purpose: 'informational' },
    });
    expect(res.status).toBe(403);
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(complianceRecords).where(eq(complianceRecords.accountId, acct.accountId));
    expect(after[0].n).toBe(before[0].n);
  });

  it("answers 404 for another account's call, a call that does not exist and a malformed id; 400 for a bad `all`", async () => {
    const mine = await place(acct, { purpose: 'informational' });
    const other = await fundedAccount({ balanceCents: 1000 });
    for (const id of [mine.id, mine.call_id]) {
      const res = await get(other.key, id);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('not_found');
    }
    expect((await get(acct.key, 999_999_999)).status).toBe(404);
    expect((await get(acct.key, 'call_nope')).status).toBe(404);
    const bad = await get(acct.key, mine.id, '?all=yes');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_parameter', details: [expect.objectContaining({ path: 'all' })] });
    // A key without can_read_calls is refused before anything is read.
    expect((await get(await keyWith(acct.userId, ['can_read_contacts']), mine.id)).status).toBe(403);
  });

  it("answers a member for the calls they can see, over REST and tRPC, and 404 for the calls of agents they cannot see", async () => {
    const member = await newUser(acct.accountId);
    const memberActor = await actorOf(member.userId);
    const own = await createAgent(db, memberActor, { name: 'Mine', phone_number: '+14155550103' });
    const mine = await initiateCall(db, memberActor, { agent_id: own.id, phone_number: '+14155550127', purpose: 'informational' });
    const owners = await place(acct, { purpose: 'informational' });

    const res = await get(member.key, mine.call_id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ call_id: mine.call_id, stage: 'placement', allowed: true });
    expect((await get(member.key, mine.id, '?all=true')).body.records).toHaveLength(1);
    const trpc = createCaller({ db, session: { userId: member.userId } });
    expect(await trpc.calls.compliance({ id: mine.call_id })).toMatchObject({ call_id: mine.call_id, records: [expect.objectContaining({ stage: 'placement' })] });

    const hidden = await get(member.key, owners.call_id);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe('not_found');
    await expect(trpc.calls.compliance({ id: owners.call_id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
