import { grantConsent } from '@/server/testing/consent-fixtures';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { agents, calls, campaigns } from '@/server/db/schema';
import { workOnce } from '@/server/jobs/worker';
import { createAgent } from '@/server/services/agents/service';
import { initiateCall } from '@/server/services/calls/initiate';
import { listArchivedAgents } from '@/server/services/agents/archive';
import { createCampaign, getCampaign, resumeCampaign, startCampaign } from '@/server/services/campaigns/service';
import { fundedAccount, insertContact } from '@/server/testing/call-fixtures';
import { actorOf, keyWith, newAccount, newUser, outboxOf } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as listRoute } from '../../route';
import { POST as placeCall } from '../../../calls/route';
import { GET as getCallRoute } from '../../../calls/[call_id]/route';
import { POST as unarchiveRoute } from '../unarchive/route';
import { POST as archiveRoute } from './route';

const archive = (key: string, id: number | string) =>
  callRoute(archiveRoute, { method: 'POST', path: `/api/v1/agents/${id}/archive`, key, params: { id: String(id) } });
const unarchive = (key: string, id: number | string) =>
  callRoute(unarchiveRoute, { method: 'POST', path: `/api/v1/agents/${id}/unarchive`, key, params: { id: String(id) } });
const listed = async (key: string) => ((await callRoute(listRoute, { path: '/api/v1/agents', key })).body.agents as { id: number }[]).map((a) => a.id);
const call = (key: string, agentId: number) =>
  callRoute(placeCall, { method: 'POST', path: '/api/v1/calls', key, body: { phone_number: '+14155550123', agent_id: agentId } });

describe('POST /api/v1/agents/{id}/archive and /unarchive', () => {
  it('archives an agent: off the list, no new calls (409 agent_archived, nothing written), its calls stay; unarchive undoes it', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const before = await call(acct.key, acct.agent.id);
    expect(before.status).toBe(201);

    const res = await archive(acct.key, acct.agent.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: acct.agent.id, archived_at: expect.stringMatching(/Z$/), paused_campaign_ids: [], total_calls: expect.any(Number) });
    expect(await listed(acct.key)).toEqual([]);
    expect((await listArchivedAgents(await getDb(), await actorOf(acct.userId))).agents.map((a) => a.id)).toEqual([acct.agent.id]);

    const db = await getDb();
    const callsBefore = (await db.select().from(calls).where(eq(calls.accountId, acct.accountId))).length;
    const refused = await call(acct.key, acct.agent.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'agent_archived', message: expect.stringContaining('archived') });
    expect((await db.select().from(calls).where(eq(calls.accountId, acct.accountId))).length).toBe(callsBefore);
    // The call page of an earlier call still answers, with its agent.
    const page = await callRoute(getCallRoute, { path: `/api/v1/calls/${before.body.call_id}`, key: acct.key, params: { call_id: before.body.call_id } });
    expect(page.status).toBe(200);
    expect(page.body.agent.id).toBe(acct.agent.id);

    // Archiving again changes nothing.
    const again = await archive(acct.key, acct.agent.id);
    expect(again.status).toBe(200);
    expect(again.body.archived_at).toBe(res.body.archived_at);

    const back = await unarchive(acct.key, acct.agent.id);
    expect(back.status).toBe(200);
    expect(back.body.archived_at).toBeNull();
    expect(await listed(acct.key)).toEqual([acct.agent.id]);
    expect((await call(acct.key, acct.agent.id)).status).toBe(201);
  });

  it('pauses the agent running campaigns; they cannot start or resume while it is archived', async () => {
    const acct = await fundedAccount({ balanceCents: 100_000 });
    const db = await getDb();
    const actor = await actorOf(acct.userId);
    const contactId = await insertContact(acct.accountId, { phones: [{ number: '+14155550142' }] });
    // The campaign must dial someone to start: the contact agreed to be called.
    await grantConsent(acct.accountId, ['+14155550142']);
    const monday = new Date('2026-11-23T18:00:00Z');
    const running = await createCampaign(db, actor, { name: 'Running', agent_id: acct.agent.id, audience: { contact_ids: [contactId] }, start: true }, monday);
    const draft = await createCampaign(db, actor, { name: 'Draft', agent_id: acct.agent.id, audience: { contact_ids: [contactId] } }, monday);
    const eventsBefore = (await outboxOf(acct.accountId)).length;

    const res = await archive(acct.key, acct.agent.id);
    expect(res.body.paused_campaign_ids).toEqual([running.id]);
    expect((await getCampaign(db, actor, running.id)).status).toBe('paused');
    expect((await outboxOf(acct.accountId)).slice(eventsBefore).map((e) => e.eventType)).toEqual(['campaign.paused']);

    await expect(startCampaign(db, actor, draft.id, monday)).rejects.toMatchObject({ code: 'agent_archived' });
    await expect(resumeCampaign(db, actor, running.id, monday)).rejects.toMatchObject({ code: 'agent_archived' });
    await expect(createCampaign(db, actor, { name: 'New', agent_id: acct.agent.id, audience: { contact_ids: [contactId] } }, monday))
      .rejects.toMatchObject({ code: 'agent_archived' });
    expect((await db.select().from(campaigns).where(eq(campaigns.id, draft.id)))[0].status).toBe('draft');

    await unarchive(acct.key, acct.agent.id);
    expect((await resumeCampaign(db, actor, running.id, monday)).status).toBe('running');
  });

  it('a call scheduled before the agent was archived is canceled at its dial, never placed', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const db = await getDb();
    const now = new Date('2026-11-23T18:00:00Z');
    const at = new Date('2026-11-23T19:00:00Z');
    const res = await initiateCall(db, await actorOf(acct.userId), { agent_id: acct.agent.id, phone_number: '+14155550123', scheduled_at: at.toISOString() }, now);
    await archive(acct.key, acct.agent.id);
    for (let i = 0; i < 20 && (await workOnce(db, at)) > 0; i++);
    const [row] = await db.select().from(calls).where(eq(calls.id, res.id));
    expect(row).toMatchObject({ status: 'canceled', failureReason: 'agent_archived', dialedAt: null });
  });

  it('lets owners, admins, the creator and team members archive; others, other tenants and bad ids get agent_not_found', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const owner = await actorOf(acct.userId);
    const member = await newUser(acct.accountId, { role: 'member' });
    const admin = await newUser(acct.accountId, { role: 'admin' });
    const byOwner = await createAgent(db, owner, { name: 'Owner agent' });
    const byMember = await createAgent(db, await actorOf(member.userId), { name: 'Member agent' });

    expect((await archive(member.key, byOwner.id)).body.error).toBe('agent_not_found');
    expect((await archive(member.key, byMember.id)).status).toBe(200);
    expect((await unarchive(admin.key, byMember.id)).status).toBe(200);

    const stranger = await newAccount('Other');
    expect((await archive(stranger.key, byOwner.id)).status).toBe(404);
    expect((await archive(acct.key, 'abc')).body.error).toBe('agent_not_found');
    expect((await archive(acct.key, '99999999999')).body.error).toBe('agent_not_found');

    const readOnly = await keyWith(acct.userId, ['can_read_agents']);
    const denied = await archive(readOnly, byOwner.id);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('permission_denied');
    expect((await db.select().from(agents).where(eq(agents.id, byOwner.id)))[0].archivedAt).toBeNull();
  });
});
