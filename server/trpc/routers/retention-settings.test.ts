import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { auditLog } from '../../db/schema';
import { AppError } from '../../errors';
import { newAccount, newUser } from '../../testing/fixtures';
import { createCaller } from '../root';

async function callerFor(userId: number) {
  return createCaller({ db: await getDb(), session: { userId } });
}

async function failure(run: () => Promise<unknown>): Promise<{ code: string; apiCode?: string }> {
  try {
    await run();
  } catch (err) {
    expect(err).toBeInstanceOf(TRPCError);
    const cause = (err as TRPCError).cause;
    return { code: (err as TRPCError).code, apiCode: cause instanceof AppError ? cause.code : undefined };
  }
  throw new Error('expected the call to fail');
}

describe('tRPC compliance settings: retention', () => {
  it("saves the dashboard card's change as the user (no key), and refuses what REST refuses with the same codes", async () => {
    const acct = await newAccount();
    const caller = await callerFor(acct.userId);
    expect((await caller.compliance.settings()).retention).toMatchObject({ content_days: 365, compliance_days: 1825 });
    const saved = await caller.compliance.updateSettings({ retention: { content_days: 90, compliance_days: 2000 } });
    expect(saved.retention).toMatchObject({ content_days: 90, compliance_days: 2000 });
    const [entry] = await (await getDb()).select().from(auditLog).where(eq(auditLog.accountId, acct.accountId));
    expect(entry).toMatchObject({ action: 'retention.changed', userId: acct.userId, apiKeyId: null, subjectType: 'account', details: { after: { content_days: 90, compliance_days: 2000 } } });

    expect(await failure(() => caller.compliance.updateSettings({ retention: { compliance_days: 1000 } })))
      .toEqual({ code: 'UNPROCESSABLE_CONTENT', apiCode: 'validation_failed' });
    // Out of range is refused by the input schema itself (validation_error in the error's data).
    expect((await failure(() => caller.compliance.updateSettings({ retention: { content_days: 0 } }))).code).toBe('BAD_REQUEST');
    const member = await newUser(acct.accountId, { role: 'member' });
    expect(await failure(async () => (await callerFor(member.userId)).compliance.updateSettings({ retention: { content_days: 30 } })))
      .toMatchObject({ apiCode: 'permission_denied' });
    expect((await caller.compliance.settings()).retention).toMatchObject({ content_days: 90, compliance_days: 2000 });
  });
});
