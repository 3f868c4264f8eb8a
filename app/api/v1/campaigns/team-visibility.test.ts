import { TRPCError } from '@trpc/server';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { campaignRecipients, campaigns } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { createCampaign } from '@/server/services/campaigns/service';
import { insertContact } from '@/server/testing/call-fixtures';
import { grantConsent } from '@/server/testing/consent-fixtures';
import { actorOf } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { teamsAccount, type TeamsAccount } from '@/server/testing/team-fixtures';
import { createCaller } from '@/server/trpc/root';
import { POST as cancel } from './[id]/cancel/route';
import { POST as pause } from './[id]/pause/route';
import { GET as recipients } from './[id]/recipients/route';
import { GET as recipientsCsv } from './[id]/recipients.csv/route';
import { POST as resume } from './[id]/resume/route';
import { GET as getOne } from './[id]/route';
import { POST as start } from './[id]/start/route';
import { GET as list } from './route';

// Monday 23 November 2026, 18:00 UTC: inside every calling rule for 415 numbers.
const MONDAY_10_PT = new Date('2026-11-23T18:00:00Z');
const NUMBERS = { ownTeam: '+14155550171', sales: '+14155550172', noTeam: '+14155550173' };

let db: Database;
let acct: TeamsAccount;
/** Contacts of the default team (hidden from the member), of Sales, and of no team. */
let contactIds: number[];

beforeAll(async () => {
  db = await getDb();
  acct = await teamsAccount();
  contactIds = [
    await insertContact(acct.accountId, { firstName: 'Team1', teamId: acct.teamId, phones: [{ number: NUMBERS.ownTeam }] }),
    await insertContact(acct.accountId, { firstName: 'Sales', teamId: acct.salesTeamId, phones: [{ number: NUMBERS.sales }] }),
    await insertContact(acct.accountId, { firstName: 'Anyone', phones: [{ number: NUMBERS.noTeam }] }),
  ];
  // They agreed to marketing calls: a campaign skips a callee without consent at its start.
  await grantConsent(acct.accountId, Object.values(NUMBERS));
});

const read = (handler: typeof getOne, key: string, id: number, suffix = '') =>
  callRoute(handler, { method: 'GET', path: `/api/v1/campaigns/${id}${suffix}`, key, params: { id: String(id) } });
const act = (handler: typeof start, key: string, id: number, verb: string) =>
  callRoute(handler, { method: 'POST', path: `/api/v1/campaigns/${id}/${verb}`, key, params: { id: String(id) } });

async function campaignBy(userId: number, agentId: number, extra: Record<string, unknown> = {}) {
  return createCampaign(db, await actorOf(userId), { name: 'Autumn', agent_id: agentId, audience: { contact_ids: contactIds }, ...extra }, MONDAY_10_PT);
}

const recipientCount = async (campaignId: number) =>
  (await db.select({ n: count() }).from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId)))[0].n;

describe('campaigns a member sees: their own and those of agents they can see', () => {
  it("lists and reads those only; another team's campaign is 404 not_found for every read", async () => {
    const hidden = await campaignBy(acct.userId, acct.agent.id, { start: true });
    const teams = await campaignBy(acct.userId, acct.salesAgent.id);
    const own = await campaignBy(acct.member.userId, acct.salesAgent.id);

    const listed = await callRoute(list, { method: 'GET', path: '/api/v1/campaigns?limit=100', key: acct.member.key });
    expect(listed.status).toBe(200);
    expect(listed.body.campaigns.map((c: { id: number }) => c.id).sort()).toEqual([teams.id, own.id].sort());
    expect(listed.body.count).toBe(2);
    const ownerList = await callRoute(list, { method: 'GET', path: '/api/v1/campaigns?limit=100', key: acct.key });
    expect(ownerList.body.count).toBe(3);

    for (const [handler, suffix] of [[getOne, ''], [recipients, '/recipients'], [recipientsCsv, '/recipients.csv']] as const) {
      const res = await read(handler, acct.member.key, hidden.id, suffix);
      expect([res.status, res.body.error]).toEqual([404, 'not_found']);
    }
    expect((await read(getOne, acct.member.key, teams.id)).status).toBe(200);
  });

  it("answers 404 not_found to start, pause, resume and cancel of another team's campaign, changing nothing", async () => {
    const draft = await campaignBy(acct.userId, acct.agent.id);
    const running = await campaignBy(acct.userId, acct.agent.id, { start: true });
    for (const [handler, verb, id] of [[start, 'start', draft.id], [pause, 'pause', running.id], [resume, 'resume', running.id], [cancel, 'cancel', running.id]] as const) {
      const res = await act(handler, acct.member.key, id, verb);
      expect([verb, res.status, res.body.error]).toEqual([verb, 404, 'not_found']);
    }
    const rows = await db.select({ id: campaigns.id, status: campaigns.status }).from(campaigns).where(eq(campaigns.accountId, acct.accountId));
    expect(rows.find((r) => r.id === draft.id)!.status).toBe('draft');
    expect(rows.find((r) => r.id === running.id)!.status).toBe('running');
    expect(await recipientCount(draft.id)).toBe(0);
  });

  it('pauses, resumes and cancels a campaign of an agent of their team', async () => {
    const teams = await campaignBy(acct.userId, acct.salesAgent.id, { start: true });
    expect((await act(pause, acct.member.key, teams.id, 'pause')).body).toMatchObject({ status: 'paused' });
    expect((await act(resume, acct.member.key, teams.id, 'resume')).body).toMatchObject({ status: 'running' });
    expect((await act(cancel, acct.member.key, teams.id, 'cancel')).body).toMatchObject({ status: 'canceled' });
  });
});

describe("recipients' numbers", () => {
  it('are shown to a member only for contacts they can see, in the list and the CSV', async () => {
    const teams = await campaignBy(acct.userId, acct.salesAgent.id, { start: true });
    const asMember = await read(recipients, acct.member.key, teams.id, '/recipients');
    expect(asMember.status).toBe(200);
    expect(asMember.body.recipients.map((r: { contact_id: number; phone_number: string | null }) => [r.contact_id, r.phone_number])).toEqual([
      [contactIds[0], null], [contactIds[1], NUMBERS.sales], [contactIds[2], NUMBERS.noTeam],
    ]);
    const asOwner = await read(recipients, acct.key, teams.id, '/recipients');
    expect(asOwner.body.recipients.map((r: { phone_number: string }) => r.phone_number)).toEqual([NUMBERS.ownTeam, NUMBERS.sales, NUMBERS.noTeam]);

    const csv = await read(recipientsCsv, acct.member.key, teams.id, '/recipients.csv');
    expect(csv.status).toBe(200);
    // Numbers as spreadsheets open them: +1 415 555 0172.
    const spaced = (e164: string) => `+1 ${e164.slice(2, 5)} ${e164.slice(5, 8)} ${e164.slice(8)}`;
    expect(csv.text).not.toContain(spaced(NUMBERS.ownTeam));
    expect(csv.text.split('\r\n')[1]).toMatch(new RegExp(`^${contactIds[0]},,pending,`));
    expect(csv.text).toContain(`${spaced(NUMBERS.sales)},pending`);
  });
});

describe("a draft's audience at start", () => {
  it("is resolved with its creator's reach, whoever starts it", async () => {
    // The owner's draft keeps the default team's contact when the member starts it.
    const ownersDraft = await campaignBy(acct.userId, acct.salesAgent.id);
    const started = await act(start, acct.member.key, ownersDraft.id, 'start');
    expect(started.body).toMatchObject({ status: 'running', progress: { total: 3 } });

    // The member's draft does not widen to the contacts they cannot see when the owner starts it.
    const membersDraft = await campaignBy(acct.member.userId, acct.salesAgent.id);
    const byOwner = await act(start, acct.key, membersDraft.id, 'start');
    expect(byOwner.body).toMatchObject({ status: 'running', progress: { total: 2 } });
    const resolved = await db.select({ contactId: campaignRecipients.contactId }).from(campaignRecipients).where(eq(campaignRecipients.campaignId, membersDraft.id));
    expect(resolved.map((r) => r.contactId).sort()).toEqual([contactIds[1], contactIds[2]].sort());
  });
});

describe('the dashboard (tRPC) applies the same scope', () => {
  it("lists the member's campaigns, answers NOT_FOUND for another team's, and hides numbers", async () => {
    const caller = createCaller({ db, session: { userId: acct.member.userId } } as never);
    const hidden = await campaignBy(acct.userId, acct.agent.id);
    const teams = await campaignBy(acct.userId, acct.salesAgent.id, { start: true });
    const page = await caller.campaigns.list({ limit: 100 });
    expect(page.campaigns.map((c) => c.id)).not.toContain(hidden.id);
    expect(page.campaigns.map((c) => c.id)).toContain(teams.id);
    for (const run of [() => caller.campaigns.get({ id: hidden.id }), () => caller.campaigns.start({ id: hidden.id }), () => caller.campaigns.recipientsCsv({ id: hidden.id })]) {
      const err = await run().then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(TRPCError);
      expect((err as TRPCError).code).toBe('NOT_FOUND');
    }
    const seen = await caller.campaigns.recipients({ id: teams.id, query: {} });
    expect(seen.recipients.map((r) => r.phone_number)).toEqual([null, NUMBERS.sales, NUMBERS.noTeam]);
  });
});
