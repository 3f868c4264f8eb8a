import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as placeRoute } from '@/app/api/v1/calls/route';
import { POST as checkRoute } from '@/app/api/v1/compliance/check/route';
import { getDb } from '../../db/client';
import { businessProfiles } from '../../db/schema';
import type { Database } from '../../db/types';
import { callRowOf, fundedAccount, type CallTestAccount } from '../../testing/call-fixtures';
import { keyWith } from '../../testing/fixtures';
import { callRoute } from '../../testing/http';
import { dialCall } from './dial';
import { grantConsent } from '@/server/testing/consent-fixtures';

/**
 * calling_hours "ignore" (the API's default while the account does not enforce its hours) sets aside the account's
 * own rules, never the law: a marketing call to Miami at 03:00 waits for 08:00 there, at placement and at its dial.
 */
const MIAMI = '+13055550123';
const zone = 'America/New_York';
/** A day two to three days ahead, at a local hour in Miami, as an instant. */
const miamiAt = (hour: number, plusDays = 2) => DateTime.now().setZone(zone).plus({ days: plusDays }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toUTC();
const iso = (t: DateTime) => t.toISO({ suppressMilliseconds: true })!;

let db: Database;
let acct: CallTestAccount;
let key: string;
beforeAll(async () => {
  db = await getDb();
  acct = await fundedAccount({ balanceCents: 100_000 });
  key = await keyWith(acct.userId, ['can_initiate_calls', 'can_read_calls']);
  // The account's own rules allow everything and are not enforced on API calls: only the law can hold a call.
  await db.update(businessProfiles).set({
    callingHours: { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] },
    maxAttemptsPer24h: 10, holidays: false, enforceCallingHoursOnApiCalls: false,
  }).where(eq(businessProfiles.accountId, acct.accountId));
  // A scheduled marketing dial is held to consent; the callee has given it, so only the law is judged here.
  await grantConsent(acct.accountId, [MIAMI]);
});

const place = (body: Record<string, unknown>) =>
  callRoute(placeRoute, { method: 'POST', path: '/api/v1/calls', key, body: { agent_id: acct.agent.id, phone_number: MIAMI, ...body } });

describe('the law binds marketing calls that ignore calling hours', () => {
  it('holds a marketing call for 03:00 in Miami until 08:00 there, with the laws as the reason', async () => {
    const at = miamiAt(3);
    const check = await callRoute(checkRoute, { method: 'POST', path: '/api/v1/compliance/check', key, body: { phone_number: MIAMI, at: iso(at), purpose: 'marketing' } });
    expect(check.body.allowed).toBe(false);
    for (const body of [{ purpose: 'marketing' }, {}, { calling_hours: 'ignore' }]) {
      const res = await place({ scheduled_at: iso(at), ...body });
      expect(res).toMatchObject({ status: 201, body: { status: 'scheduled', scheduled_at: iso(miamiAt(8)) } });
      const row = await callRowOf(res.body.id);
      expect(row).toMatchObject({ callingHours: 'ignore', purpose: 'marketing' });
      expect(row.waitReason).toContain('US allows marketing calls 08:00–21:00');
      expect(row.waitReason).toContain('US-FL allows marketing calls 08:00–20:00');
    }
  });

  it('leaves a lawful call, and an informational one, as they were', async () => {
    const lawful = await place({ scheduled_at: iso(miamiAt(10)) });
    expect(lawful.body).toMatchObject({ status: 'scheduled', scheduled_at: iso(miamiAt(10)) });
    expect((await callRowOf(lawful.body.id)).waitReason).toBeNull();
    const informational = await place({ scheduled_at: iso(miamiAt(3)), purpose: 'informational' });
    expect(informational.body).toMatchObject({ status: 'scheduled', scheduled_at: iso(miamiAt(3)) });
  });

  it('holds it again at the dial when its moment has become unlawful', async () => {
    const res = await place({ scheduled_at: iso(miamiAt(19)) });
    expect(res.body.scheduled_at).toBe(iso(miamiAt(19)));
    // The dial comes late, at 22:00 in Miami (a worker was down): the call waits for 08:00 the next day.
    expect(await dialCall(db, res.body.id, miamiAt(22).toJSDate())).toEqual({ dialed: false, reason: 'waiting' });
    const row = await callRowOf(res.body.id);
    expect(row).toMatchObject({ status: 'scheduled', dialedAt: null, scheduledAt: miamiAt(8, 3).toJSDate() });
    expect(row.waitReason).toContain('US-FL allows marketing calls 08:00–20:00');
    expect(await dialCall(db, res.body.id, miamiAt(8, 3).toJSDate())).toEqual({ dialed: true });
  });
});
