import { describe, expect, it } from 'vitest';
import { permissions } from '@/server/auth/permissions';
import { getDb } from '@/server/db/client';
import { alerts } from '@/server/db/schema';
import { MAX_ALERTS_PER_ACCOUNT } from '@/server/services/alerts/schema';
import { keyWith, newAccount, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import * as collection from './route';
import * as one from './[alert_id]/route';

const body = (extra: Record<string, unknown> = {}) => ({ name: 'Failing calls', metric: 'failed_call_rate', op: 'above', threshold: 0.2, window_minutes: 30, ...extra });
const create = (key: string, b: unknown) => callRoute(collection.POST, { method: 'POST', path: '/api/v1/alerts', key, body: b });
const remove = (key: string, id: number | string) => callRoute(one.DELETE, { method: 'DELETE', path: `/api/v1/alerts/${id}`, key, params: { alert_id: String(id) } });
const list = (key: string, query = '') => callRoute(collection.GET, { path: `/api/v1/alerts${query}`, key });

describe('POST /api/v1/alerts', () => {
  it('creates an alert (201) that the list shows, ok and not yet evaluated', async () => {
    const acct = await newAccount();
    const res = await create(acct.key, body());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number), name: 'Failing calls', metric: 'failed_call_rate', op: 'above', threshold: 0.2, window_minutes: 30,
      state: 'ok', value: null, last_evaluated_at: null, last_triggered_at: null, created_by_user_id: acct.userId,
      created_at: expect.stringMatching(/Z$/),
    });
    const listed = await list(acct.key);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ count: 1, page: 1, limit: 20, pages: 1, alerts: [res.body] });
  });

  it('defaults the window to 60 minutes and takes whole cents and milliseconds', async () => {
    const acct = await newAccount();
    const res = await create(acct.key, { name: 'Low balance', metric: 'wallet_balance_cents', op: 'below', threshold: 5000 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ window_minutes: 60, threshold: 5000 });
    expect((await create(acct.key, body({ metric: 'p95_latency_ms', threshold: 1200 }))).status).toBe(201);
  });

  it.each([
    ['a window under 5', { window_minutes: 4 }, 'window_minutes'],
    ['a window over 1440', { window_minutes: 1441 }, 'window_minutes'],
    ['a fractional window', { window_minutes: 5.5 }, 'window_minutes'],
    ['an empty name', { name: '  ' }, 'name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
    ['an unknown metric', { metric: 'mood' }, 'metric'],
    ['an unknown op', { op: 'equals' }, 'op'],
    ['a rate above 1', { threshold: 1.5 }, 'threshold'],
    ['a negative threshold', { threshold: -1 }, 'threshold'],
    ['fractional milliseconds', { metric: 'p95_latency_ms', threshold: 12.5 }, 'threshold'],
    ['fractional cents', { metric: 'spend_cents', threshold: 0.5 }, 'threshold'],
    ['a huge number of cents', { metric: 'spend_cents', threshold: 1e300 }, 'threshold'],
    ['a threshold as text', { threshold: '0.2' }, 'threshold'],
    ['no threshold', { threshold: undefined }, 'threshold'],
  ])('answers 400 validation_error for %s, naming the field', async (_, extra, field) => {
    const acct = await newAccount();
    const res = await create(acct.key, body(extra));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(JSON.stringify(res.body.details ?? res.body.message)).toContain(field);
  });

  it('answers 400 (never 5xx) for a NUL in the name and for numbers past a double', async () => {
    const acct = await newAccount();
    const nul = await create(acct.key, body({ name: 'bad\u0000name' }));
    expect(nul.status).toBe(400);
    const huge = await callRoute(collection.POST, {
      method: 'POST', path: '/api/v1/alerts', key: acct.key,
      rawBody: '{"name":"x","metric":"spend_cents","op":"above","threshold":1e400,"window_minutes":99999999999999999999999}',
    });
    expect(huge.status).toBe(400);
    expect(huge.body.error).toBe('validation_error');
    const db = await getDb();
    expect((await db.select().from(alerts)).filter((a) => a.accountId === acct.accountId)).toEqual([]);
  });

  it(`refuses the ${MAX_ALERTS_PER_ACCOUNT + 1}th alert with 409 alert_limit_reached`, async () => {
    const acct = await newAccount();
    const db = await getDb();
    await db.insert(alerts).values(
      Array.from({ length: MAX_ALERTS_PER_ACCOUNT }, (_, i) => ({
        accountId: acct.accountId, name: `a${i}`, metric: 'spend_cents' as const, op: 'above' as const, threshold: 1, windowMinutes: 60,
      })),
    );
    const res = await create(acct.key, body());
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('alert_limit_reached');
    // Another account is not held to this one's count.
    expect((await create((await newAccount()).key, body())).status).toBe(201);
  });
});

describe('roles, permissions and tenancy', () => {
  it("lets owners and admins create and delete; a member's key answers 403 on both but may list", async () => {
    const acct = await newAccount();
    const admin = await newUser(acct.accountId, { role: 'admin' });
    const member = await newUser(acct.accountId, { role: 'member' });
    const made = await create(admin.key, body());
    expect(made.status).toBe(201);
    const refused = await create(member.key, body());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('permission_denied');
    const notRemoved = await remove(member.key, made.body.id);
    expect(notRemoved.status).toBe(403);
    expect((await list(member.key)).body.count).toBe(1);
    expect((await remove(admin.key, made.body.id)).status).toBe(200);
    expect((await list(acct.key)).body.count).toBe(0);
  });

  it('needs can_write_webhooks to change and can_read_webhooks to read', async () => {
    const acct = await newAccount();
    const readOnly = await keyWith(acct.userId, permissions.filter((p) => p !== 'can_write_webhooks'));
    expect((await create(readOnly, body())).status).toBe(403);
    expect((await list(readOnly)).status).toBe(200);
    const noRead = await keyWith(acct.userId, permissions.filter((p) => p !== 'can_read_webhooks'));
    expect((await list(noRead)).status).toBe(403);
  });

  it("answers 404 for another account's alert, a missing id and a malformed one, and deletes nothing", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const theirs = await create(b.key, body());
    for (const id of [theirs.body.id, 999_999_999, 'abc', '1e3', '99999999999']) {
      const res = await remove(a.key, id);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.error).toBe('not_found');
    }
    expect((await list(b.key)).body.count).toBe(1);
    expect((await list(a.key)).body.count).toBe(0);
  });

  it('pages the list and refuses a bad page', async () => {
    const acct = await newAccount();
    for (let i = 0; i < 3; i++) await create(acct.key, body({ name: `n${i}` }));
    const page = await list(acct.key, '?page=2&limit=2');
    expect(page.body).toMatchObject({ count: 3, page: 2, limit: 2, pages: 2 });
    expect(page.body.alerts.map((x: { name: string }) => x.name)).toEqual(['n2']);
    expect((await list(acct.key, '?limit=0')).status).toBe(400);
  });
});
