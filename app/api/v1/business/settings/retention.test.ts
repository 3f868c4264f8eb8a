import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { accounts, auditLog } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { newAccount, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET, PATCH } from './route';

/** The business settings' retention: how long call content and compliance evidence are kept. */
let db: Database;

beforeAll(async () => {
  db = await getDb();
});

const read = (key: string) => callRoute(GET, { path: '/api/v1/business/settings', key });
const patch = (key: string, body: unknown) => callRoute(PATCH, { method: 'PATCH', path: '/api/v1/business/settings', key, body });

async function stored(accountId: number) {
  const [a] = await db.select({ content: accounts.retentionContentDays, compliance: accounts.retentionComplianceDays })
    .from(accounts).where(eq(accounts.id, accountId));
  return a;
}
const auditOf = (accountId: number) => db.select().from(auditLog).where(eq(auditLog.accountId, accountId)).orderBy(asc(auditLog.id));

describe('retention in /api/v1/business/settings', () => {
  it('reads a year of content and five years of compliance by default, with the next daily purge', async () => {
    const acct = await newAccount();
    const res = await read(acct.key);
    expect(res.status).toBe(200);
    expect(res.body.retention).toEqual({ content_days: 365, compliance_days: 1825, next_purge_at: expect.stringMatching(/T03:17:00Z$/) });
    expect(Date.parse(res.body.retention.next_purge_at)).toBeGreaterThan(Date.now());
    expect(Date.parse(res.body.retention.next_purge_at) - Date.now()).toBeLessThanOrEqual(86_400_000);
  });

  it('changes only the fields sent, at the bounds, and records who changed what in the audit log', async () => {
    const acct = await newAccount();
    const set = await patch(acct.key, { retention: { content_days: 1 } });
    expect(set.status).toBe(200);
    expect(set.body.retention).toMatchObject({ content_days: 1, compliance_days: 1825 });
    expect((await patch(acct.key, { retention: { content_days: 3650, compliance_days: 1461 } })).status).toBe(200);
    expect(await stored(acct.accountId)).toEqual({ content: 3650, compliance: 1461 });
    expect((await patch(acct.key, { retention: { compliance_days: 3650 } })).body.retention).toMatchObject({ content_days: 3650, compliance_days: 3650 });
    // Other settings leave retention alone, and a change to the same values is no change.
    await patch(acct.key, { holidays: false, retention: { compliance_days: 3650 } });
    expect(await stored(acct.accountId)).toEqual({ content: 3650, compliance: 3650 });

    const audit = await auditOf(acct.accountId);
    expect(audit.map((a) => [a.action, a.details.before, a.details.after, a.userId])).toEqual([
      ['retention.changed', { content_days: 365, compliance_days: 1825 }, { content_days: 1, compliance_days: 1825 }, acct.userId],
      ['retention.changed', { content_days: 1, compliance_days: 1825 }, { content_days: 3650, compliance_days: 1461 }, acct.userId],
      ['retention.changed', { content_days: 3650, compliance_days: 1461 }, { content_days: 3650, compliance_days: 3650 }, acct.userId],
    ]);
    expect(audit[0].userEmail).toMatch(/@example\.test$/);
    expect(audit[0].apiKeyId).not.toBeNull();
  });

  it("refuses a compliance period under four years with 422 validation_failed naming the law's minimum, writing nothing", async () => {
    const acct = await newAccount();
    for (const days of [1460, 1, 365]) {
      const res = await patch(acct.key, { holidays: false, retention: { content_days: 30, compliance_days: days } });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        error: 'validation_failed',
        message: expect.stringContaining('at least 1461 days (four years)'),
        details: [{ path: 'retention.compliance_days', message: expect.stringContaining('1461') }],
        request_id: expect.any(String),
      });
    }
    expect(await stored(acct.accountId)).toEqual({ content: 365, compliance: 1825 });
    expect((await read(acct.key)).body.holidays).toBe(true);
    expect(await auditOf(acct.accountId)).toEqual([]);
  });

  it('refuses values out of range or of the wrong type with 400 validation_error, writing nothing', async () => {
    const acct = await newAccount();
    const cases: [unknown, string][] = [
      [{ content_days: 0 }, 'retention.content_days'],
      [{ content_days: 3651 }, 'retention.content_days'],
      [{ content_days: 1.5 }, 'retention.content_days'],
      [{ content_days: '30' }, 'retention.content_days'],
      [{ content_days: null }, 'retention.content_days'],
      [{ compliance_days: 3651 }, 'retention.compliance_days'],
      [{ compliance_days: 0 }, 'retention.compliance_days'],
      [{ compliance_days: 1e300 }, 'retention.compliance_days'],
    ];
    for (const [retention, path] of cases) {
      const res = await patch(acct.key, { retention });
      expect(res.status, JSON.stringify(retention)).toBe(400);
      expect(res.body.error).toBe('validation_error');
      expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await patch(acct.key, { retention: 'forever' })).status).toBe(400);
    expect(await stored(acct.accountId)).toEqual({ content: 365, compliance: 1825 });
  });

  it("is for owners and admins: a member's key is refused 403 and an admin's is not; each account keeps its own", async () => {
    const acct = await newAccount();
    const other = await newAccount('Other tenant');
    const member = await newUser(acct.accountId, { role: 'member' });
    const admin = await newUser(acct.accountId, { role: 'admin' });
    const refused = await patch(member.key, { retention: { content_days: 30 } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('permission_denied');
    expect(await stored(acct.accountId)).toEqual({ content: 365, compliance: 1825 });
    expect((await read(member.key)).body.retention.content_days).toBe(365);

    expect((await patch(admin.key, { retention: { content_days: 30 } })).status).toBe(200);
    expect(await stored(acct.accountId)).toEqual({ content: 30, compliance: 1825 });
    expect(await stored(other.accountId)).toEqual({ content: 365, compliance: 1825 });
  });
});
