import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { callerNumberSettings } from '@/server/db/schema';
import { newAccount, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET, PATCH } from './route';

/** The answer-rate floor under which a caller number rests, in /api/v1/business/settings. */
const read = (key: string) => callRoute(GET, { path: '/api/v1/business/settings', key });
const patch = (key: string, body: unknown) => callRoute(PATCH, { method: 'PATCH', path: '/api/v1/business/settings', key, body });
const stored = async (accountId: number) =>
  (await (await getDb()).select().from(callerNumberSettings).where(eq(callerNumberSettings.accountId, accountId)))[0]?.restBelowAnswerRate;

describe('rest_below_answer_rate in /api/v1/business/settings', () => {
  it('reads 0.1 by default, and owners and admins change it', async () => {
    const acct = await newAccount();
    expect((await read(acct.key)).body.rest_below_answer_rate).toBe(0.1);
    const res = await patch(acct.key, { rest_below_answer_rate: 0.25 });
    expect(res.status).toBe(200);
    expect(res.body.rest_below_answer_rate).toBe(0.25);
    expect((await read(acct.key)).body.rest_below_answer_rate).toBe(0.25);
    const admin = await newUser(acct.accountId, { role: 'admin' });
    expect((await patch(admin.key, { rest_below_answer_rate: 0 })).body.rest_below_answer_rate).toBe(0);
    // Another account keeps the default.
    expect((await read((await newAccount()).key)).body.rest_below_answer_rate).toBe(0.1);
  });

  it.each([[1.5], [-0.1], ['0.2'], [1e400], [null]])('answers 400 validation_error for %j and changes nothing', async (value) => {
    const acct = await newAccount();
    const res = typeof value === 'number' && !Number.isFinite(value)
      ? await callRoute(PATCH, { method: 'PATCH', path: '/api/v1/business/settings', key: acct.key, rawBody: '{"rest_below_answer_rate":1e400}' })
      : await patch(acct.key, { rest_below_answer_rate: value });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(await stored(acct.accountId)).toBeUndefined();
  });

  it("refuses a member's change with 403 permission_denied", async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const res = await patch(member.key, { rest_below_answer_rate: 0.3 });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('permission_denied');
    expect(await stored(acct.accountId)).toBeUndefined();
  });
});
