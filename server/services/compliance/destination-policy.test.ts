import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as placeCall } from '../../../app/api/v1/calls/route';
import { GET as readPolicy, PATCH as patchPolicy } from '../../../app/api/v1/business/destination-policy/route';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { accounts, calls, jobs } from '../../db/schema';
import type { Database } from '../../db/types';
import { callRowOf, fundedAccount, type CallTestAccount } from '../../testing/call-fixtures';
import { actorOf, keyWith, newUser } from '../../testing/fixtures';
import { callRoute } from '../../testing/http';
import { dialCall } from '../calls/dial';
import { runCli } from '../../cli/run';
import { defaultBlockedNumberTypes, destinationRefusal, numberTypes, policyOf } from './destination-policy';
import { checkCompliance } from './service';
import { initiateCall } from '../calls/initiate';

const usOnly = policyOf({ country: 'US', grantedCountries: [], allowedCountries: null, blockedNumberTypes: null });
const usGbFr = policyOf({ country: 'US', grantedCountries: ['GB', 'FR', 'ES', 'AU'], allowedCountries: null, blockedNumberTypes: null });
const floor = ['premium_rate', 'shared_cost', 'uan', 'international_network', 'personal_number'];
/** Every type the policy refuses for a fresh account: the operator's floor and the account's defaults, in list order. */
const refusedByDefault = numberTypes.filter((t) => floor.includes(t) || defaultBlockedNumberTypes.includes(t));

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

  it('refuses what the account chose on top of the operator\'s floor, which the account cannot lift', () => {
    const none = policyOf({ country: 'US', grantedCountries: [], allowedCountries: ['US'], blockedNumberTypes: [] });
    expect(destinationRefusal('+19005550123', none)?.rule).toBe('number_type');
    expect(destinationRefusal('+447012345678', none)?.rule).toBe('number_type'); // UK personal number (070)
    expect(destinationRefusal('+18005550199', none)).toBeNull();
    const tollFree = policyOf({ country: 'US', grantedCountries: [], allowedCountries: ['US'], blockedNumberTypes: ['toll_free'] });
    expect(destinationRefusal('+18005550199', tollFree)?.rule).toBe('number_type');
    expect(usOnly.blockedNumberTypes).toEqual(refusedByDefault);
  });

  it('counts a chosen country only when it is the account\'s own or one the operator granted', () => {
    const chose = (grantedCountries: string[]) => policyOf({ country: 'US', grantedCountries, allowedCountries: ['US', 'GB', 'ST'], blockedNumberTypes: [] });
    expect(chose([]).allowedCountries).toEqual(['US']);
    expect(destinationRefusal('+442079460123', chose([]))?.rule).toBe('country');
    expect(chose(['GB']).allowedCountries).toEqual(['GB', 'US']);
    expect(destinationRefusal('+442079460123', chose(['GB']))).toBeNull();
    expect(destinationRefusal('+2399912345', chose(['GB']))?.rule).toBe('country');
  });

  it('never refuses less than the floor nor allows a country beyond the permitted ones, whatever the row says', () => {
    const country = fc.constantFrom('US', 'GB', 'CA', 'ST', 'JM', 'FR');
    fc.assert(
      fc.property(
        country, fc.array(country), fc.option(fc.array(country)), fc.option(fc.subarray([...numberTypes])), fc.subarray([...numberTypes]),
        (own, granted, allowed, blocked, operatorFloor) => {
          config.DESTINATION_FLOOR_NUMBER_TYPES = operatorFloor;
          const p = policyOf({ country: own, grantedCountries: granted, allowedCountries: allowed, blockedNumberTypes: blocked });
          expect(operatorFloor.every((t) => p.blockedNumberTypes.includes(t))).toBe(true);
          expect(p.allowedCountries.every((c) => allowed === null || (allowed as string[]).includes(c))).toBe(true);
          expect(p.allowedCountries.every((c) => (allowed ?? p.permittedCountries).includes(c))).toBe(true);
        },
      ),
    );
  });
  afterEach(() => {
    config.DESTINATION_FLOOR_NUMBER_TYPES = [...floor] as typeof config.DESTINATION_FLOOR_NUMBER_TYPES;
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

  const policyPath = '/api/v1/business/destination-policy';
  const patch = (body: unknown, k = key) => callRoute(patchPolicy, { method: 'PATCH', path: policyPath, key: k, body });
  const cli = async (...argv: string[]) => runCli([...argv, '--json'], getDb);

  it('lets owners and admins narrow it over REST, members not', async () => {
    const read = await callRoute(readPolicy, { path: policyPath, key });
    expect(read.body).toEqual({
      country: 'US', permitted_countries: ['US'], allowed_countries: ['US'], blocked_number_types: refusedByDefault,
      operator_blocked_number_types: floor, number_types: [...numberTypes], default_blocked_number_types: defaultBlockedNumberTypes,
    });

    const member = await newUser(acct.accountId, { role: 'member' });
    const memberKey = await keyWith(member.userId, ['can_initiate_calls', 'can_read_calls']);
    expect((await patch({ allowed_countries: ['US'] }, memberKey)).body.error).toBe('permission_denied');
    for (const body of [{ allowed_countries: ['XX'] }, { allowed_countries: 'US' }, { blocked_number_types: ['premium'] }, { allowed_countries: ['U\u0000'] }]) {
      const bad = await patch(body);
      expect([bad.status, bad.body.error]).toEqual([400, 'validation_error']);
    }
    // A GET's answer sent back is always a valid change, and narrowing further is too.
    expect((await patch({ allowed_countries: read.body.allowed_countries, blocked_number_types: read.body.blocked_number_types })).status).toBe(200);
    const narrowed = await patch({ blocked_number_types: [...floor, 'toll_free'] });
    expect(narrowed).toMatchObject({ status: 200, body: { blocked_number_types: numberTypes.filter((t) => floor.includes(t) || t === 'toll_free') } });
    expect((await place('+18005550199')).body.error).toBe('destination_not_allowed');
    await patch({ blocked_number_types: defaultBlockedNumberTypes });
  });

  it("refuses a change that lifts the operator's floor with 403 destination_policy_floor, writing nothing; the numbers stay refused", async () => {
    const before = await db.select().from(accounts).where(eq(accounts.id, acct.accountId));
    const lift = await patch({ allowed_countries: ['US', 'ST', 'GB', 'JM'], blocked_number_types: [] });
    expect([lift.status, lift.body.error]).toEqual([403, 'destination_policy_floor']);
    expect(lift.body.details).toEqual([
      { path: 'allowed_countries.1', message: expect.stringContaining('ST is not among the countries the operator lets this account call') },
      { path: 'allowed_countries.2', message: expect.stringContaining('GB') },
      { path: 'allowed_countries.3', message: expect.stringContaining('JM') },
      { path: 'blocked_number_types', message: `must keep ${floor.join(', ')}, which the operator refuses for every account` },
    ]);
    // Either half alone is refused too, and the valid half of a refused change is not written either.
    expect((await patch({ blocked_number_types: ['premium_rate'] })).body.error).toBe('destination_policy_floor');
    expect((await patch({ allowed_countries: ['US'], blocked_number_types: ['toll_free'] })).body.error).toBe('destination_policy_floor');
    expect(await db.select().from(accounts).where(eq(accounts.id, acct.accountId))).toEqual(before);
    for (const number of ['+19005550123', '+449098790000', '+2399912345']) {
      const res = await place(number);
      expect([res.status, res.body.error]).toEqual([403, 'destination_not_allowed']);
    }
  });

  it('holds the floor for a policy already written past it (before the floor, or by hand), at placement', async () => {
    await db.update(accounts).set({ allowedCountries: ['GB', 'JM', 'ST', 'US'], blockedNumberTypes: [] }).where(eq(accounts.id, acct.accountId));
    for (const number of ['+19005550123', '+442079460123', '+2399912345', '+8823421234']) {
      expect((await place(number)).body.error).toBe('destination_not_allowed');
    }
    await db.update(accounts).set({ allowedCountries: null, blockedNumberTypes: null }).where(eq(accounts.id, acct.accountId));
  });

  it('opens other countries only through the operator (CLI account allow-countries); the account may then choose among them', async () => {
    const id = String(acct.accountId);
    expect(JSON.parse((await cli('account', 'allow-countries', '--account', id)).stdout)).toEqual({
      account_id: acct.accountId, country: 'US', granted_countries: [], allowed_countries: ['US'],
    });
    const granted = await cli('account', 'allow-countries', '--account', id, '--countries', 'gb,CA,US');
    expect(JSON.parse(granted.stdout)).toEqual({ account_id: acct.accountId, country: 'US', granted_countries: ['CA', 'GB'], allowed_countries: ['CA', 'GB', 'US'] });
    expect((await callRoute(readPolicy, { path: policyPath, key })).body.permitted_countries).toEqual(['CA', 'GB', 'US']);
    expect((await place('+442079460123')).status).toBe(201);
    expect((await place('+448445551234')).body.error).toBe('destination_not_allowed');
    // The account leaves Canada out; a country still not granted is refused.
    expect((await patch({ allowed_countries: ['GB', 'US'] })).body.allowed_countries).toEqual(['GB', 'US']);
    expect((await place('+14165550123')).body.error).toBe('destination_not_allowed');
    expect((await patch({ allowed_countries: ['GB', 'JM'] })).body.error).toBe('destination_policy_floor');
    for (const bad of [['--countries', 'XX'], ['--countries', 'GB', '--none']]) {
      expect((await cli('account', 'allow-countries', '--account', id, ...bad)).code).toBe(1);
    }
    expect((await cli('account', 'allow-countries', '--account', '99999999')).code).toBe(1);
    const cleared = await cli('account', 'allow-countries', '--account', id, '--none');
    expect(JSON.parse(cleared.stdout)).toMatchObject({ granted_countries: [], allowed_countries: ['US'] });
    expect((await place('+442079460123')).body.error).toBe('destination_not_allowed');
    await db.update(accounts).set({ allowedCountries: null }).where(eq(accounts.id, acct.accountId));
  });

  it('cancels a waiting call whose number the policy refuses by its dial (the dial scheduled calls, retries and campaign calls share)', async () => {
    const owner = await actorOf(acct.userId);
    await db.update(accounts).set({ grantedCountries: ['CA'] }).where(eq(accounts.id, acct.accountId));
    const scheduledAt = new Date(Date.now() + 3_600_000);
    const created = await initiateCall(db, owner, { phone_number: '+14165550123', agent_id: acct.agent.id, scheduled_at: scheduledAt.toISOString(), purpose: 'informational' });
    // The operator withdraws the country while the call waits: its dial refuses it, and its hold is released.
    await cli('account', 'allow-countries', '--account', String(acct.accountId), '--none');
    expect(await dialCall(db, created.id, new Date(scheduledAt.getTime() + 1000))).toEqual({ dialed: false, reason: 'destination_not_allowed' });
    expect(await callRowOf(created.id)).toMatchObject({ status: 'canceled', failureReason: 'destination_not_allowed', dialedAt: null, holdCents: 0 });
    const pending = await db.select().from(jobs).where(eq(jobs.kind, 'calls.simulator_step'));
    expect(pending.filter((j) => (j.payload as { call_id: number }).call_id === created.id)).toEqual([]);
  });

  it("refuses at the dial a number the operator's floor came to refuse while the call waited", async () => {
    const owner = await actorOf(acct.userId);
    config.DESTINATION_FLOOR_NUMBER_TYPES = [];
    await db.update(accounts).set({ blockedNumberTypes: [] }).where(eq(accounts.id, acct.accountId));
    const scheduledAt = new Date(Date.now() + 3_600_000);
    const created = await initiateCall(db, owner, { phone_number: '+19005550123', agent_id: acct.agent.id, scheduled_at: scheduledAt.toISOString(), purpose: 'informational' });
    config.DESTINATION_FLOOR_NUMBER_TYPES = [...floor] as typeof config.DESTINATION_FLOOR_NUMBER_TYPES;
    expect(await dialCall(db, created.id, new Date(scheduledAt.getTime() + 1000))).toEqual({ dialed: false, reason: 'destination_not_allowed' });
    expect(await callRowOf(created.id)).toMatchObject({ status: 'canceled', failureReason: 'destination_not_allowed', dialedAt: null });
    await db.update(accounts).set({ blockedNumberTypes: null }).where(eq(accounts.id, acct.accountId));
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
