import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { accounts } from '@/server/db/schema';
import { newAccount, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET, PATCH } from './route';

/** redact_pii in /api/v1/business/settings: on for a new account, owners and admins change it. */
const read = (key: string) => callRoute(GET, { path: '/api/v1/business/settings', key });
const patch = (key: string, body: unknown) => callRoute(PATCH, { method: 'PATCH', path: '/api/v1/business/settings', key, body });
const stored = async (accountId: number) =>
  (await (await getDb()).select({ on: accounts.redactPii }).from(accounts).where(eq(accounts.id, accountId)))[0].on;

describe('redact_pii in /api/v1/business/settings', () => {
  it('is on for a new account, and owners and admins turn it off and on', async () => {
    const acct = await newAccount();
    expect((await read(acct.key)).body.redact_pii).toBe(true);
    const off = await patch(acct.key, { redact_pii: false });
    expect(off.status).toBe(200);
    expect(off.body.redact_pii).toBe(false);
    expect(await stored(acct.accountId)).toBe(false);
    expect((await read(acct.key)).body.redact_pii).toBe(false);
    const admin = await newUser(acct.accountId, { role: 'admin' });
    expect((await patch(admin.key, { redact_pii: true })).body.redact_pii).toBe(true);
    expect(await stored(acct.accountId)).toBe(true);
    // Another account is untouched.
    const other = await newAccount();
    await patch(other.key, { redact_pii: false });
    expect(await stored(acct.accountId)).toBe(true);
  });

  it('leaves it as it is when other settings change', async () => {
    const acct = await newAccount();
    await patch(acct.key, { redact_pii: false });
    expect((await patch(acct.key, { holidays: false })).body.redact_pii).toBe(false);
  });

  it.each([['yes'], [1], [null]])('answers 400 validation_error for %j and changes nothing', async (value) => {
    const acct = await newAccount();
    const res = await patch(acct.key, { redact_pii: value, holidays: false });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.details[0].path).toBe('redact_pii');
    expect(await stored(acct.accountId)).toBe(true);
    expect((await read(acct.key)).body.holidays).toBe(true);
  });

  it("refuses a member's change with 403 permission_denied, and a member reads it", async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const res = await patch(member.key, { redact_pii: false });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('permission_denied');
    expect(await stored(acct.accountId)).toBe(true);
    expect((await read(member.key)).body.redact_pii).toBe(true);
  });
});
