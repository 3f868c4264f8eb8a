import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as placeCall } from '../../../app/api/v1/calls/route';
import { GET as readPolicy, PATCH as patchPolicy } from '../../../app/api/v1/business/destination-policy/route';
import { getDb } from '../../db/client';
import { accounts, calls, jobs } from '../../db/schema';
import type { Database } from '../../db/types';
import { callRowOf, fundedAccount, type CallTestAccount } from '../../testing/call-fixtures';
import { actorOf, keyWith, newUser } from '../../testing/fixtures';
import { callRoute } from '../../testing/http';
import { dialCall } from '../calls/dial';
import { defaultBlockedNumberTypes, destinationRefusal, policyOf } from './destination-policy';
import { checkCompliance } from './service';
import { initiateCall } from '../calls/initiate';

const usOnly = policyOf({ country: 'US', allowedCountries: null, blockedNumberTypes: null });
const usGbFr = policyOf({ country: 'US', allowedCountries: ['US', 'GB', 'FR', 'ES', 'AU'], blockedNumberTypes: null });

describe('destination policy (pure)', () => {
  it.each([
    // number, policy, refusal rule (null: allowed)
    ['+14155550123', usOnly, null],
    ['+18005550199', usOnly, null], // toll-free is not refused by default
    ['+19005550123', usOnly, 'number_type'], // US premium rate
    ['+14165550123', usOnly, 'country'], // Toronto: +1, but Canada
    ['+442079460123', usOnly, 'country'],
    ['+442079460123', usGbFr, null],
    ['+448445551234', usGbFr, 'number_type'], // UK premium rate
    ['+445512345678', usGbFr, 'number_type'], // UK UAN
    ['+34901123456', usGbFr, 'number_type'], // Spanish shared cost
    ['+33820123456', usGbFr, 'number_type'], // French shared cost
    ['+611300123456', usGbFr, 'number_type'], // Australian shared cost
    ['+8823421234', usGbFr, 'number_type'], // international network (+882)
    ['+881612345678', usGbFr, 'number_type'], // satellite (+881)
    ['+870773111632', usGbFr, 'number_type'], // Inmarsat (+870)
  ] as const)('%s → %s', (number, policy, rule) => {
    expect(destinationRefusal(number, policy)?.rule ?? null).toBe(rule);
  });

  it('refuses what the account chose to refuse, and nothing it allowed', () => {
    const none = policyOf({ country: 'US', allowedCountries: ['US'], blockedNumberTypes: [] });
    expect(destinationRefusal('+19005550123', none)).toBeNull();
    const tollFree = policyOf({ country: 'US', allowedCountries: ['US'], blockedNumberTypes: ['toll_free'] });
    expect(destinationRefusal('+18005550199', tollFree)?.rule).toBe('number_type');
    expect(usOnly.blockedNumberTypes).toEqual(defaultBlockedNumberTypes);
  });
});

describe('destination policy on every dial (HTTP and dial paths)', () => {
  let db: Database;
  let acct: CallTestAccount;
  let key: string;
  beforeAll(async () => {
    db = await getDb();
    acct = await fundedAccount({ balanceCents: 100_000 });
    key = await keyWith(acct.userId, ['can_initiate_calls', 'can_read_calls']);
  });

  const place = (phone: string) =>
    callRoute(placeCall, { method: 'POST', path: '/api/v1/calls', key, body: { phone_number: phone, agent_id: acct.agent.id } });

  it('refuses premium-rate, revenue-share and foreign numbers with 403 destination_not_allowed, writing nothing', async () => {
    for (const number of ['+19005550123', '+8823421234', '+442079460123', '+448445551234', '+14165550123']) {
      const res = await place(number);
      expect([res.status, res.body.error]).toEqual([403, 'destination_not_allowed']);
      expect(res.body.message).toContain(number);
    }
    expect(await db.select().from(calls).where(eq(calls.accountId, acct.accountId))).toEqual([]);
    const [a] = await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, acct.accountId));
    expect(a.held).toBe(0);
    expect((await place('+14155550123')).status).toBe(201);
  });

  it('lets owners and admins change it over REST, members not; premium numbers stay refused in an allowed country', async () => {
    const read = await callRoute(readPolicy, { path: '/api/v1/business/destination-policy', key });
    expect(read.body).toMatchObject({ country: 'US', allowed_countries: ['US'], blocked_number_types: defaultBlockedNumberTypes });

    const member = await newUser(acct.accountId, { role: 'member' });
    const memberKey = await keyWith(member.userId, ['can_initiate_calls', 'can_read_calls']);
    const refused = await callRoute(patchPolicy, { method: 'PATCH', path: '/api/v1/business/destination-policy', key: memberKey, body: { allowed_countries: ['US', 'GB'] } });
    expect([refused.status, refused.body.error]).toEqual([403, 'permission_denied']);
    for (const body of [{ allowed_countries: ['XX'] }, { allowed_countries: 'US' }, { blocked_number_types: ['premium'] }, { allowed_countries: ['U\u0000'] }]) {
      const bad = await callRoute(patchPolicy, { method: 'PATCH', path: '/api/v1/business/destination-policy', key, body });
      expect([bad.status, bad.body.error]).toEqual([400, 'validation_error']);
    }
    expect((await callRoute(readPolicy, { path: '/api/v1/business/destination-policy', key })).body.allowed_countries).toEqual(['US']);

    const changed = await callRoute(patchPolicy, { method: 'PATCH', path: '/api/v1/business/destination-policy', key, body: { allowed_countries: ['GB', 'US'] } });
    expect(changed).toMatchObject({ status: 200, body: { allowed_countries: ['GB', 'US'] } });
    expect((await place('+442079460123')).status).toBe(201);
    expect((await place('+448445551234')).body.error).toBe('destination_not_allowed');
    await callRoute(patchPolicy, { method: 'PATCH', path: '/api/v1/business/destination-policy', key, body: { allowed_countries: ['US'] } });
  });

  it('cancels a waiting call whose number the policy refuses by its dial (the dial scheduled calls, retries and campaign calls share)', async () => {
    const owner = await actorOf(acct.userId);
    await db.update(accounts).set({ allowedCountries: ['US', 'CA'] }).where(eq(accounts.id, acct.accountId));
    const scheduledAt = new Date(Date.now() + 3_600_000);
    const created = await initiateCall(db, owner, { phone_number: '+14165550123', agent_id: acct.agent.id, scheduled_at: scheduledAt.toISOString() });
    // The owner narrows the policy while the call waits: its dial refuses it, and its hold is released.
    await db.update(accounts).set({ allowedCountries: ['US'] }).where(eq(accounts.id, acct.accountId));
    expect(await dialCall(db, created.id, new Date(scheduledAt.getTime() + 1000))).toEqual({ dialed: false, reason: 'destination_not_allowed' });
    expect(await callRowOf(created.id)).toMatchObject({ status: 'canceled', failureReason: 'destination_not_allowed', dialedAt: null, holdCents: 0 });
    const pending = await db.select().from(jobs).where(eq(jobs.kind, 'calls.simulator_step'));
    expect(pending.filter((j) => (j.payload as { call_id: number }).call_id === created.id)).toEqual([]);
  });

  it('is reported by the compliance check, with no next allowed moment', async () => {
    const owner = await actorOf(acct.userId);
    const premium = await checkCompliance(db, owner, { phone_number: '+19005550123', purpose: 'informational' });
    expect(premium).toMatchObject({ allowed: false, next_allowed_at: null });
    expect(premium.blocks[0]).toMatchObject({ code: 'destination_not_allowed', source: 'account destination policy (number_type)' });
    const fine = await checkCompliance(db, owner, { phone_number: '+14155550123', purpose: 'informational', at: '2026-11-24T19:00:00Z' });
    expect(fine.blocks.map((b) => b.code)).not.toContain('destination_not_allowed');
  });
});
