import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { consentChanges, consents } from '../../db/schema';
import { AppError } from '../../errors';
import { insertContact } from '../../testing/call-fixtures';
import { newAccount, newTeam, newUser } from '../../testing/fixtures';
import { createCaller } from '../root';

async function callerFor(userId: number) {
  return createCaller({ db: await getDb(), session: { userId } });
}

async function failure(run: () => Promise<unknown>): Promise<{ code: string; apiCode?: string; paths?: string[] }> {
  try {
    await run();
  } catch (err) {
    expect(err).toBeInstanceOf(TRPCError);
    const cause = (err as TRPCError).cause;
    return {
      code: (err as TRPCError).code,
      apiCode: cause instanceof AppError ? cause.code : undefined,
      paths: cause instanceof AppError ? cause.details?.map((d) => d.path) : undefined,
    };
  }
  throw new Error('expected the call to fail');
}

const consent = { phone_number: '+14155550142', kind: 'express_written', scope: 'marketing', source: { type: 'verbal', text: 'Yes, you may call me.' }, captured_at: '2026-01-10T12:00:00Z' } as const;

describe('tRPC consents', () => {
  it('records from the dashboard (logged as the user, no key), lists a contact\'s consents, and refuses bad input with the API\'s codes', async () => {
    const acct = await newAccount();
    const contactId = await insertContact(acct.accountId, { phones: [{ number: '+14155550142' }] });
    const caller = await callerFor(acct.userId);
    const made = await caller.consents.record({ ...consent, contact_id: contactId });
    expect(made).toMatchObject({ contact_id: contactId, source: { type: 'verbal', text: 'Yes, you may call me.' } });
    const db = await getDb();
    const [line] = await db.select().from(consentChanges).where(eq(consentChanges.consentId, made.id));
    expect(line).toMatchObject({ source: 'dashboard', userId: acct.userId, apiKeyId: null });
    expect((await caller.consents.forContact({ contact_id: contactId })).consents).toEqual([
      expect.objectContaining({ id: made.id, revoked_by: null, recorded_by: expect.objectContaining({ source: 'dashboard' }) }),
    ]);
    expect(await caller.consents.get({ id: made.id })).toMatchObject({ id: made.id });
    expect((await caller.consents.list({ contact_id: contactId, active: true })).consents.map((c) => c.id)).toEqual([made.id]);

    expect(await failure(() => caller.consents.record({ ...consent, captured_at: '2999-01-01T00:00:00Z' }))).toEqual({ code: 'BAD_REQUEST', apiCode: 'validation_error', paths: ['captured_at'] });
    expect(await failure(() => caller.consents.record({ ...consent, source: { type: 'verbal', text: 'x\u0000' } }))).toMatchObject({ code: 'BAD_REQUEST', apiCode: 'validation_error' });
    expect(await failure(() => caller.consents.revoke({ id: made.id, body: { via: 'do_not_call' as 'api' } }))).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await db.select().from(consents).where(eq(consents.accountId, acct.accountId))).length).toBe(1);
  });

  it("answers NOT_FOUND for another account's consent and for a contact the user cannot see", async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const theirs = await (await callerFor(other.userId)).consents.record(consent);
    const hidden = await insertContact(acct.accountId, { teamId: await newTeam(acct.accountId, 'Hidden'), phones: [{ number: '+14155550142' }] });
    const member = await newUser(acct.accountId, { role: 'member' });
    const caller = await callerFor(acct.userId);
    expect(await failure(() => caller.consents.get({ id: theirs.id }))).toMatchObject({ code: 'NOT_FOUND', apiCode: 'not_found' });
    expect(await failure(() => caller.consents.revoke({ id: theirs.id }))).toMatchObject({ code: 'NOT_FOUND', apiCode: 'not_found' });
    expect(await failure(async () => (await callerFor(member.userId)).consents.forContact({ contact_id: hidden }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await (await callerFor(other.userId)).consents.get({ id: theirs.id })).revoked_at).toBeNull();
  });
});
