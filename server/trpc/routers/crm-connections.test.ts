import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { AppError } from '../../errors';
import { newAccount, newUser } from '../../testing/fixtures';
import { createCaller } from '../root';

const callerFor = async (userId: number) => createCaller({ db: await getDb(), session: { userId } });

async function codeOf(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (err) {
    expect(err).toBeInstanceOf(TRPCError);
    const cause = (err as TRPCError).cause;
    return cause instanceof AppError ? cause.code : 'not an AppError';
  }
  throw new Error('expected the call to fail');
}

describe('tRPC crmConnections (the Integrations page)', () => {
  it('lets an owner connect, map fields and disconnect; refuses a member, a bad mapping and another tenant', async () => {
    const acct = await newAccount();
    const owner = await callerFor(acct.userId);
    expect((await owner.crmConnections.list()).connections).toEqual([]);
    const c = await owner.crmConnections.create({ provider: 'gohighlevel', gohighlevel: { location_id: 'loc-trpc', token: 'pit-trpc' } });
    expect(c.status).toBe('active');
    expect(await codeOf(() => owner.crmConnections.patch({ id: c.id, patch: { field_map: [{ crm_field: 'tags', contact_field: 'email' }] } }))).toBe('validation_error');
    const member = await newUser(acct.accountId, { role: 'member' });
    expect(await codeOf(async () => (await callerFor(member.userId)).crmConnections.list())).toBe('permission_denied');
    const stranger = await newAccount();
    expect(await codeOf(async () => (await callerFor(stranger.userId)).crmConnections.delete({ id: c.id }))).toBe('not_found');
    expect((await owner.crmConnections.syncNow({ id: c.id })).message).toBe('Sync queued.');
    await owner.crmConnections.delete({ id: c.id });
    expect((await owner.crmConnections.list()).connections).toEqual([]);
  });
});
