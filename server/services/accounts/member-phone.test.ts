import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { users } from '../../db/schema';
import { PEER_HEADER, peerHeaderValue } from '../../auth/peer-address';
import { newAccount, newUser } from '../../testing/fixtures';
import { setGrantedCountries } from '../compliance/destination-grants';
import { handleTrpcRequest } from '../../trpc/http-handler';
import type { TrpcContext } from '../../trpc/init';

let octet = 0;

/** team.setPhone and team.members as the dashboard calls them over HTTP, signed in as `userId`. */
async function trpc(userId: number, path: 'team.setPhone' | 'team.members', input?: unknown) {
  const db = await getDb();
  const context = async (): Promise<TrpcContext> => ({ db, session: { userId } });
  const mutation = path === 'team.setPhone';
  const req = new Request(`http://localhost/api/trpc/${path}`, {
    method: mutation ? 'POST' : 'GET',
    headers: { ...(mutation && { 'content-type': 'application/json' }), [PEER_HEADER]: peerHeaderValue(`198.51.100.${(++octet % 250) + 1}`) },
    body: mutation ? JSON.stringify({ json: input }) : undefined,
  });
  const res = await handleTrpcRequest(req, context);
  const body = await res.json();
  return { status: res.status, data: body.result?.data?.json, error: body.error?.json as { message: string; data: { apiCode: string; httpStatus: number; details?: { path: string }[] } } | undefined };
}

const phoneOf = async (userId: number) => (await (await getDb()).select({ p: users.phoneNumber }).from(users).where(eq(users.id, userId)))[0].p;

describe('a member\'s phone number (Team page)', () => {
  it('owners set anyone\'s, normalized to E.164; members set their own; the list shows it; empty removes it', async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId);
    const set = await trpc(acct.userId, 'team.setPhone', { user_id: member.userId, phone_number: '(415) 555-0123' });
    expect(set).toMatchObject({ status: 200, data: { id: member.userId, phone_number: '+14155550123' } });
    const list = await trpc(acct.userId, 'team.members');
    expect(list.data.find((m: { id: number }) => m.id === member.userId)).toMatchObject({ phone_number: '+14155550123' });

    expect((await trpc(member.userId, 'team.setPhone', { user_id: member.userId, phone_number: '+1 212 555 0199' })).data.phone_number).toBe('+12125550199');
    expect((await trpc(member.userId, 'team.setPhone', { user_id: member.userId, phone_number: '  ' })).data.phone_number).toBeNull();
    expect(await phoneOf(member.userId)).toBeNull();
  });

  it('answers bad input with 400 and the field, another member\'s with 403, another account\'s with 404: never 5xx, nothing written', async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId);
    const other = await newUser(acct.accountId);
    const stranger = await newAccount();
    await trpc(acct.userId, 'team.setPhone', { user_id: other.userId, phone_number: '+14155550124' });

    const cases: [number, unknown, number, string][] = [
      [acct.userId, { user_id: other.userId, phone_number: 'call me maybe' }, 400, 'invalid_phone_number'],
      [acct.userId, { user_id: other.userId, phone_number: '+1415' }, 400, 'invalid_phone_number'],
      [acct.userId, { user_id: other.userId, phone_number: '+1'.padEnd(65, '5') }, 400, 'validation_error'],
      [acct.userId, { user_id: other.userId, phone_number: 14155550123 }, 400, 'validation_error'],
      [acct.userId, { user_id: 'me', phone_number: '+14155550125' }, 400, 'validation_error'],
      [acct.userId, { user_id: 2 ** 31, phone_number: '+14155550125' }, 400, 'validation_error'],
      [acct.userId, { phone_number: '+14155550125' }, 400, 'validation_error'],
      [member.userId, { user_id: other.userId, phone_number: '+14155550125' }, 403, 'permission_denied'],
      [stranger.userId, { user_id: other.userId, phone_number: '+14155550125' }, 404, 'not_found'],
    ];
    for (const [as, input, status, code] of cases) {
      const res = await trpc(as, 'team.setPhone', input);
      expect({ input, status: res.status, code: res.error?.data.apiCode }).toEqual({ input, status, code });
    }
    const bad = await trpc(acct.userId, 'team.setPhone', { user_id: other.userId, phone_number: 'call me maybe' });
    expect(bad.error!.data.details).toEqual([expect.objectContaining({ path: 'phone_number' })]);
    expect(await phoneOf(other.userId)).toBe('+14155550124');
  });

  it('refuses a number the account\'s calls may not go to (the operator\'s floor, a country not granted): 403, nothing written', async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId);
    await trpc(acct.userId, 'team.setPhone', { user_id: member.userId, phone_number: '+14155550126' });
    const cases: [string, RegExp][] = [
      ['+19005550123', /^\+19005550123 is a premium rate number, so calls cannot be transferred to it\.$/],
      ['+882164000000', /^\+882164000000 is an international network number, so calls cannot be transferred to it\.$/],
      ['+2399912345', /^\+2399912345 is in ST, which is not among the countries this account calls \(US\), so calls cannot be transferred to it\.$/],
      ['+442079460958', /^\+442079460958 is in GB, .+so calls cannot be transferred to it\.$/],
    ];
    for (const [number, message] of cases) {
      // The owner for another member, and the member for themself.
      for (const as of [acct.userId, member.userId]) {
        const res = await trpc(as, 'team.setPhone', { user_id: member.userId, phone_number: number });
        expect({ number, as, status: res.status, code: res.error?.data.apiCode }).toEqual({ number, as, status: 403, code: 'destination_not_allowed' });
        expect(res.error!.message).toMatch(message);
        expect(res.error!.data.details).toEqual([{ path: 'phone_number', message: res.error!.message }]);
      }
    }
    expect(await phoneOf(member.userId)).toBe('+14155550126');

    // A country the operator grants the account may take transfers; its premium numbers still may not.
    await setGrantedCountries(await getDb(), acct.accountId, { countries: ['GB'] });
    expect((await trpc(member.userId, 'team.setPhone', { user_id: member.userId, phone_number: '+442079460958' })).data.phone_number).toBe('+442079460958');
    expect((await trpc(member.userId, 'team.setPhone', { user_id: member.userId, phone_number: '+448445551234' })).error?.data.apiCode).toBe('destination_not_allowed');
    expect(await phoneOf(member.userId)).toBe('+442079460958');
  });
});
