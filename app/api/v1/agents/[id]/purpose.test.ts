import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import { createCaller } from '@/server/trpc/root';
import { newAccount, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { POST as create } from '../create/route';
import { GET, PATCH } from './route';

// An agent's `purpose`, the purpose of the calls an assistant (MCP) places with it: the owners' and admins' word only,
// over REST and the dashboard alike, since "informational" sets the law's calling windows aside.

const get = (key: string, id: number) => callRoute(GET, { path: `/api/v1/agents/${id}`, key, params: { id: String(id) } });
const patch = (key: string, id: number, body: unknown) =>
  callRoute(PATCH, { method: 'PATCH', path: `/api/v1/agents/${id}`, key, params: { id: String(id) }, body });
const post = (key: string, body: unknown) => callRoute(create, { method: 'POST', path: '/api/v1/agents/create', key, body });

async function rowOf(id: number) {
  return (await (await getDb()).select().from(agents).where(eq(agents.id, id)))[0];
}
const agentCount = async (accountId: number) => (await (await getDb()).select({ id: agents.id }).from(agents).where(eq(agents.accountId, accountId))).length;

describe('agent purpose (REST)', () => {
  it('is marketing by default, and owners and admins mark an agent informational; a PATCH without it changes nothing', async () => {
    const acct = await newAccount();
    const made = await post(acct.key, { name: 'Reminders' });
    expect([made.status, made.body.purpose]).toEqual([201, 'marketing']);
    const marked = await patch(acct.key, made.body.id, { purpose: 'informational' });
    expect([marked.status, marked.body.purpose]).toEqual([200, 'informational']);
    expect((await get(acct.key, made.body.id)).body.purpose).toBe('informational');
    expect((await patch(acct.key, made.body.id, { name: 'Visit reminders' })).body).toMatchObject({ name: 'Visit reminders', purpose: 'informational' });

    const admin = await newUser(acct.accountId, { role: 'admin' });
    expect((await post(admin.key, { name: 'Confirmations', purpose: 'informational' })).body.purpose).toBe('informational');
    expect((await patch(admin.key, made.body.id, { purpose: 'marketing' })).body.purpose).toBe('marketing');
    expect((await rowOf(made.body.id)).purpose).toBe('marketing');
  });

  it('refuses a member who sets it (403 permission_denied), writing nothing', async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId);
    const before = await agentCount(acct.accountId);
    const refused = await post(member.key, { name: 'Mine', purpose: 'informational' });
    expect([refused.status, refused.body.error]).toEqual([403, 'permission_denied']);
    expect(await agentCount(acct.accountId)).toBe(before);

    // Their own agent, which they may otherwise edit.
    const own = await post(member.key, { name: 'Mine' });
    expect([own.status, own.body.purpose]).toEqual([201, 'marketing']);
    const row = await rowOf(own.body.id);
    const denied = await patch(member.key, own.body.id, { purpose: 'informational', name: 'Renamed' });
    expect([denied.status, denied.body.error]).toEqual([403, 'permission_denied']);
    expect(await rowOf(own.body.id)).toEqual(row);
    // The value the agent already has, sent back with an edit, is no change of it.
    expect((await patch(member.key, own.body.id, { purpose: 'marketing', name: 'Renamed' })).body).toMatchObject({ name: 'Renamed', purpose: 'marketing' });

    // An agent an owner marked stays marked: the member cannot unmark it either.
    await patch(acct.key, own.body.id, { purpose: 'informational' });
    expect((await patch(member.key, own.body.id, { purpose: 'marketing' })).status).toBe(403);
    expect((await rowOf(own.body.id)).purpose).toBe('informational');
  });
});

describe('agent purpose (dashboard)', () => {
  it("answers FORBIDDEN to a member's create or update that sets it, writing nothing; the owner's goes through", async () => {
    const acct = await newAccount();
    const db = await getDb();
    const member = await newUser(acct.accountId);
    const asMember = createCaller({ db, session: { userId: member.userId } });
    const asOwner = createCaller({ db, session: { userId: acct.userId } });
    const before = await agentCount(acct.accountId);
    await expect(asMember.agents.create({ name: 'Mine', purpose: 'informational' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await agentCount(acct.accountId)).toBe(before);

    const own = await asMember.agents.create({ name: 'Mine' });
    await expect(asMember.agents.update({ id: own.id, patch: { purpose: 'informational' } })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await rowOf(own.id)).purpose).toBe('marketing');
    expect((await asOwner.agents.update({ id: own.id, patch: { purpose: 'informational' } })).purpose).toBe('informational');
    expect((await asMember.agents.get({ id: own.id })).purpose).toBe('informational');
  });
});
