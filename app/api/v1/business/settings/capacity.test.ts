import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { accounts, businessProfiles, teams } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { keyWith, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET, PATCH } from './route';

/** The business settings of shared capacity: inbound_reserve and team_max_live_calls beside the operator's cap. */
let db: Database;

beforeAll(async () => {
  db = await getDb();
});

const read = (key: string) => callRoute(GET, { path: '/api/v1/business/settings', key });
const patch = (key: string, body: unknown) => callRoute(PATCH, { method: 'PATCH', path: '/api/v1/business/settings', key, body });
const patchRaw = (key: string, rawBody: string) => callRoute(PATCH, { method: 'PATCH', path: '/api/v1/business/settings', key, rawBody });

async function stored(accountId: number) {
  const [a] = await db.select({ reserve: accounts.inboundReserve }).from(accounts).where(eq(accounts.id, accountId));
  const caps = await db.select({ id: teams.id, cap: teams.maxLiveCalls }).from(teams).where(eq(teams.accountId, accountId));
  const [p] = await db.select({ holidays: businessProfiles.holidays }).from(businessProfiles).where(eq(businessProfiles.accountId, accountId));
  return { reserve: a.reserve, caps: Object.fromEntries(caps.map((t) => [t.id, t.cap])), holidays: p.holidays };
}

describe('capacity in /api/v1/business/settings', () => {
  it('reads the cap, no reserve and no team caps by default; sets them, and null removes one team cap while others keep theirs', async () => {
    const acct = await newAccount();
    const sales = await newTeam(acct.accountId, 'Sales');
    expect((await read(acct.key)).body).toMatchObject({ max_live_calls: 10, inbound_reserve: 0, team_max_live_calls: {} });

    const set = await patch(acct.key, { inbound_reserve: 2, team_max_live_calls: { [acct.teamId]: 4, [sales]: 6 } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ max_live_calls: 10, inbound_reserve: 2, team_max_live_calls: { [acct.teamId]: 4, [sales]: 6 } });

    await patch(acct.key, { team_max_live_calls: { [sales]: null } });
    expect((await read(acct.key)).body).toMatchObject({ inbound_reserve: 2, team_max_live_calls: { [acct.teamId]: 4 } });
    expect((await read(acct.key)).body.team_max_live_calls).not.toHaveProperty(String(sales));
    // Other settings leave capacity alone.
    await patch(acct.key, { holidays: false });
    expect(await stored(acct.accountId)).toMatchObject({ reserve: 2, caps: { [acct.teamId]: 4, [sales]: null } });
  });

  it('refuses bad values with 400 and a detail naming the field, writing nothing (the other fields sent included)', async () => {
    const acct = await newAccount();
    const other = await newAccount('Other tenant');
    const otherTeam = await newTeam(other.accountId, 'Theirs');
    const before = await stored(acct.accountId);
    const cases: [unknown, string][] = [
      [{ inbound_reserve: 10 }, 'inbound_reserve'],
      [{ inbound_reserve: -1 }, 'inbound_reserve'],
      [{ inbound_reserve: 1.5 }, 'inbound_reserve'],
      [{ inbound_reserve: '2' }, 'inbound_reserve'],
      [{ inbound_reserve: 1e300 }, 'inbound_reserve'],
      [{ inbound_reserve: null }, 'inbound_reserve'],
      [{ team_max_live_calls: { [otherTeam]: 2 } }, `team_max_live_calls.${otherTeam}`],
      [{ team_max_live_calls: { 999999999: 2 } }, 'team_max_live_calls.999999999'],
      [{ team_max_live_calls: { 99999999999999: 2 } }, 'team_max_live_calls'],
      [{ team_max_live_calls: { abc: 2 } }, 'team_max_live_calls'],
      [{ team_max_live_calls: { 0: 2 } }, 'team_max_live_calls'],
      [{ team_max_live_calls: { [acct.teamId]: 0 } }, `team_max_live_calls.${acct.teamId}`],
      [{ team_max_live_calls: { [acct.teamId]: 11 } }, `team_max_live_calls.${acct.teamId}`],
      [{ team_max_live_calls: { [acct.teamId]: '3' } }, `team_max_live_calls.${acct.teamId}`],
      [{ team_max_live_calls: [3] }, 'team_max_live_calls'],
      [{ team_max_live_calls: null }, 'team_max_live_calls'],
      [{ team_max_live_calls: 'many' }, 'team_max_live_calls'],
    ];
    for (const [body, path] of cases) {
      const res = await patch(acct.key, { holidays: false, ...(body as object) });
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([400, 'validation_error']);
      expect(res.body.details.map((d: { path: string }) => d.path).join(' '), JSON.stringify(body)).toContain(path);
    }
    const nul = await patchRaw(acct.key, `{"team_max_live_calls":{"${acct.teamId}":2},"inbound_reserve":"\\u0000"}`);
    expect(nul.status).toBe(400);
    const broken = await patchRaw(acct.key, '{"inbound_reserve": 2');
    expect(broken.status).toBe(400);
    expect(await stored(acct.accountId)).toEqual(before);
    expect(await stored(other.accountId)).toMatchObject({ caps: { [otherTeam]: null } });
  });

  it("keeps the reserve below the operator's cap as it stands, and is for owners and admins only", async () => {
    const acct = await newAccount();
    await db.update(accounts).set({ maxLiveCalls: 4 }).where(eq(accounts.id, acct.accountId));
    expect((await patch(acct.key, { inbound_reserve: 3 })).status).toBe(200);
    const over = await patch(acct.key, { inbound_reserve: 4 });
    expect([over.status, over.body.details]).toEqual([400, [{ path: 'inbound_reserve', message: expect.stringContaining('between 0 and 3') }]]);
    const member = await keyWith((await newUser(acct.accountId, { role: 'member' })).userId, ['can_read_calls', 'can_initiate_calls']);
    const denied = await patch(member, { inbound_reserve: 0 });
    expect([denied.status, denied.body.error]).toEqual([403, 'permission_denied']);
    expect(await stored(acct.accountId)).toMatchObject({ reserve: 3 });
  });
});
