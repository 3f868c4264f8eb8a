import { describe, expect, it } from 'vitest';
import { keyWith, newAccount, newUser } from '@/server/testing/fixtures';
import { insertContact } from '@/server/testing/call-fixtures';
import { grantConsent } from '@/server/testing/consent-fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getSettings, PATCH as patchSettings } from '../../business/settings/route';
import { POST } from './route';

const check = (key: string, body: unknown) => callRoute(POST, { method: 'POST', path: '/api/v1/compliance/check', key, body });

describe('POST /api/v1/compliance/check', () => {
  it("explains a block with the rule and its law, and names the callee's zones and jurisdictions", async () => {
    const acct = await newAccount();
    // The callee agreed to marketing calls in writing: the hours alone block this one (consent-enforcement.test.ts).
    await grantConsent(acct.accountId, ['+15025550123'], { capturedAt: new Date('2025-01-01T00:00:00Z') });
    const res = await check(acct.key, { phone_number: '(502) 555-0123', at: '2026-11-23T14:30:00Z' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      allowed: false,
      next_allowed_at: '2026-11-23T15:00:00Z',
      timezones: ['America/New_York'],
      jurisdictions: ['US', 'US-KY'],
      blocks: [{ code: 'outside_calling_hours', rule: expect.stringContaining('US-KY'), source: expect.stringContaining('KRS 367') }],
      rules_version: expect.any(String),
    });
    const informational = await check(acct.key, { phone_number: '+15025550123', at: '2026-11-23T14:30:00Z', purpose: 'informational' });
    expect(informational.body).toMatchObject({ allowed: true, next_allowed_at: '2026-11-23T14:30:00Z', blocks: [] });
  });

  it("uses the contact's zone and state, and hides other tenants' contacts", async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const contactId = await insertContact(acct.accountId, { phones: [{ number: '+14155550123' }] });
    const { getDb } = await import('@/server/db/client');
    const { sql } = await import('drizzle-orm');
    await (await getDb()).execute(sql`update contacts set timezone = 'America/Chicago', state = 'Alabama' where id = ${contactId}`);
    // Sunday 22 November 2026 at noon in Chicago: Alabama allows no marketing calls on Sundays.
    const res = await check(acct.key, { phone_number: '+14155550123', contact_id: contactId, at: '2026-11-22T18:00:00Z' });
    expect(res.body.timezones).toEqual(['America/Chicago']);
    expect(res.body.jurisdictions).toEqual(['US', 'US-CA', 'US-AL']);
    expect(res.body.blocks.map((b: { code: string }) => b.code)).toContain('day_not_allowed');
    expect((await check(other.key, { phone_number: '+14155550123', contact_id: contactId })).body.error).toBe('not_found');
  });

  it('answers do_not_call with no next moment', async () => {
    const acct = await newAccount();
    const { addDoNotCallForAccount } = await import('@/server/services/compliance/do-not-call');
    await addDoNotCallForAccount(await (await import('@/server/db/client')).getDb(), acct.accountId, { number: '+14155550123' });
    await grantConsent(acct.accountId, ['+14155550123'], { capturedAt: new Date('2025-01-01T00:00:00Z') });
    const res = await check(acct.key, { phone_number: '+14155550123', at: '2026-11-23T20:00:00Z' });
    expect(res.body).toMatchObject({ allowed: false, next_allowed_at: null, blocks: [expect.objectContaining({ code: 'do_not_call' })] });
  });

  it.each([
    [{ phone_number: '12' }, 'invalid_phone_number', undefined],
    [{ phone_number: '+14155550123', at: 'noon' }, 'validation_error', 'at'],
    [{ phone_number: '+14155550123', purpose: 'sales' }, 'validation_error', 'purpose'],
    [{ phone_number: '+14155550123', contact_id: 2 ** 31 }, 'validation_error', 'contact_id'],
  ])('refuses %j with %s', async (body, code, path) => {
    const acct = await newAccount();
    const res = await check(acct.key, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(code);
    if (path) expect(res.body.details[0].path).toBe(path);
  });

  it('needs can_initiate_calls', async () => {
    const acct = await newAccount();
    const key = await keyWith(acct.userId, ['can_read_calls']);
    expect((await check(key, { phone_number: '+14155550123' })).status).toBe(403);
  });
});

describe('/api/v1/business/settings', () => {
  const patch = (key: string, body: unknown) => callRoute(patchSettings, { method: 'PATCH', path: '/api/v1/business/settings', key, body });

  it('reads the defaults and changes only the fields sent', async () => {
    const acct = await newAccount();
    expect((await callRoute(getSettings, { path: '/api/v1/business/settings', key: acct.key })).body).toEqual({
      calling_hours: { start: '09:00', end: '20:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] },
      max_attempts_per_24h: 2,
      holidays: true,
      enforce_calling_hours_on_api_calls: false,
      // A new account's: an AI voice needs the callee's prior express consent even for an informational call.
      consent_required: { marketing: 'express_written', informational: 'express' },
      enforce_consent_on_api_calls: false,
      rest_below_answer_rate: 0.1,
      max_live_calls: 10,
      inbound_reserve: 0,
      team_max_live_calls: {},
      timezone: 'UTC',
      redact_pii: true,
      retention: { content_days: 365, compliance_days: 1825, next_purge_at: expect.any(String) },
    });
    const res = await patch(acct.key, { calling_hours: { start: '22:00', end: '02:00', days: ['fri'] }, max_attempts_per_24h: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ calling_hours: { start: '22:00', end: '02:00', days: ['fri'] }, max_attempts_per_24h: 3, holidays: true });
    expect((await patch(acct.key, { holidays: false })).body).toMatchObject({ max_attempts_per_24h: 3, holidays: false });
  });

  it.each([
    [{ calling_hours: { start: '25:00', end: '19:00', days: ['mon'] } }, 'calling_hours.start'],
    [{ calling_hours: { start: '09:00', end: '09:00', days: ['mon'] } }, 'calling_hours.end'],
    [{ calling_hours: { start: '09:00', end: '17:00', days: [] } }, 'calling_hours.days'],
    [{ calling_hours: { start: '09:00', end: '17:00', days: ['someday'] } }, 'calling_hours.days.0'],
    [{ max_attempts_per_24h: 11 }, 'max_attempts_per_24h'],
    [{ holidays: 'yes' }, 'holidays'],
  ])('refuses %j naming %s, and changes nothing', async (body, path) => {
    const acct = await newAccount();
    const res = await patch(acct.key, body);
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe(path);
    expect((await callRoute(getSettings, { path: '/api/v1/business/settings', key: acct.key })).body.max_attempts_per_24h).toBe(2);
  });

  it("is the owners' and admins' to change", async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member', permissions: ['can_initiate_calls', 'can_read_calls'] });
    expect((await patch(member.key, { holidays: false })).body.error).toBe('permission_denied');
  });
});
