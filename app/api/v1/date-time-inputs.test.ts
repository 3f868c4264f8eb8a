import { afterEach, describe, expect, it, vi } from 'vitest';
import { fundedAccount } from '@/server/testing/call-fixtures';
import { grantConsent } from '@/server/testing/consent-fixtures';
import { newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { campaignBody } from '@/app/_testing/openapi-samples/campaigns';
import { GET as listCalls, POST as placeCall } from './calls/route';
import { POST as createCampaign } from './campaigns/route';
import { POST as checkCompliance } from './compliance/check/route';

/**
 * Date-time inputs are read by one strict parser (server/lib/date-time.ts): a day that does not exist is refused
 * with the field's usual code, never rolled over to the next month, and a time without an offset is UTC whatever
 * zone the server process runs in.
 */

/** Runs `fn` with the process in another time zone (Node reads TZ anew when it changes), as a server might run. */
async function inZone<T>(zone: string, fn: () => Promise<T>): Promise<T> {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

afterEach(() => {
  vi.useRealTimers();
});

const check = (key: string, body: unknown) => callRoute(checkCompliance, { method: 'POST', path: '/api/v1/compliance/check', key, body });

describe('POST /api/v1/compliance/check `at`', () => {
  it.each(['2026-02-30T10:00:00Z', '2026-11-31T15:00:00Z', '2026-04-31T09:00:00+02:00'])('refuses %s with validation_error naming at', async (at) => {
    const acct = await newAccount();
    const res = await check(acct.key, { phone_number: '+14155550123', at });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_error', details: [{ path: 'at' }] });
  });

  it('reads a time without an offset as UTC, not in the process\'s zone', async () => {
    const acct = await newAccount();
    await grantConsent(acct.accountId, ['+14155550123'], { kind: 'express', scope: 'informational', capturedAt: new Date('2026-01-01T00:00:00Z') });
    // Tuesday 24 November 2026, 12:00 in San Francisco: inside every calling rule (and with the consent the account
    // asks), so the answer names `at` itself.
    const res = await inZone('America/New_York', () => check(acct.key, { phone_number: '+14155550123', at: '2026-11-24T20:00:00', purpose: 'informational' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ allowed: true, next_allowed_at: '2026-11-24T20:00:00Z' });
  });
});

describe('POST /api/v1/calls `scheduled_at`', () => {
  const place = (key: string, body: unknown) => callRoute(placeCall, { method: 'POST', path: '/api/v1/calls', key, body });

  it('refuses a day that does not exist instead of scheduling the call on the next one', async () => {
    const acct = await fundedAccount({ balanceCents: 1000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    const res = await place(acct.key, { phone_number: '+14155557301', agent_id: acct.agent.id, scheduled_at: '2026-11-31T15:00:00Z' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'validation_error',
      details: [{ path: 'scheduled_at', message: 'must be an ISO 8601 date-time such as 2026-11-24T15:00:00Z' }],
    });
  });

  it('schedules a time without an offset at that time in UTC', async () => {
    const acct = await fundedAccount({ balanceCents: 1000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    const res = await inZone('America/New_York', () =>
      place(acct.key, { phone_number: '+14155557301', agent_id: acct.agent.id, scheduled_at: '2026-11-24T20:00:00' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'scheduled', scheduled_at: '2026-11-24T20:00:00Z' });
  });
});

describe('GET /api/v1/calls `from` and `to`', () => {
  it('refuses a date-time on a day that does not exist', async () => {
    const acct = await newAccount();
    const res = await callRoute(listCalls, { path: '/api/v1/calls?from=2026-02-30T00:00:00Z', key: acct.key });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_parameter');
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain('from');
    expect((await callRoute(listCalls, { path: '/api/v1/calls?to=2026-02-28T23:59:59', key: acct.key })).status).toBe(200);
  });
});

describe('POST /api/v1/campaigns `start_at`', () => {
  it('takes a time without an offset as UTC, as every other date-time input does, and refuses a day that does not exist', async () => {
    const acct = await newAccount();
    const body = await campaignBody(acct);
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const create = (start_at: string) => callRoute(createCampaign, { method: 'POST', path: '/api/v1/campaigns', key: acct.key, body: { ...body, start_at } });
    const res = await inZone('Asia/Tokyo', () => create(`${day}T15:00:00`));
    expect(res.status).toBe(201);
    expect(res.body.start_at).toBe(`${day}T15:00:00Z`);
    const impossible = await create('2026-02-30T10:00:00Z');
    expect(impossible.status).toBe(400);
    expect(impossible.body.details).toEqual([{ path: 'start_at', message: 'must be an ISO 8601 date-time such as 2026-11-24T15:00:00Z' }]);
  });
});
