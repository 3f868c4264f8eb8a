import { and, eq, inArray, sql } from 'drizzle-orm';
import { agents, calls, campaignRecipients, campaigns, teams, type CallStatus } from '../../db/schema';
import type { Tx } from '../../db/types';
import { liveCallCount, liveCallCountSql, liveCapStatuses } from '../calls/live-calls';
import { holdsCampaignSlot, statusesWhere } from '../calls/statuses';
import { liveSlotsLeft, teamSlotsLeft } from '../compliance/gate';
import type { AccountFunds } from '../wallet/holds';
import { fairShares, type CampaignSlots } from './fair-share';

type CampaignRow = typeof campaigns.$inferSelect;

const slotStatuses = statusesWhere(holdsCampaignSlot);

/**
 * How many recipients a campaign's dispatch pass may place now, read under the account lock the pass holds (so the
 * passes of an account's campaigns take turns and each counts the calls the one before placed): the campaign's own
 * free slots (max_concurrent_calls less its calls in flight), within the account's outbound slots (the cap less the
 * inbound reserve) and its agent's team's cap, and no more than its fair share of them (fair-share.ts). Zero when a
 * cap is reached: the campaign waits for the next pass.
 */
export async function campaignFreeSlots(tx: Tx, campaign: CampaignRow, funds: AccountFunds, inFlight: number, now: Date): Promise<number> {
  const own = campaign.maxConcurrentCalls - inFlight;
  if (own <= 0) return 0;
  // One round trip (the two statements pipeline on the transaction's connection): the pass holds the account's
  // lock, which every placement of the account waits for.
  const [{ accountLive, running }, teamsLive] = await Promise.all([
    runningCampaignSlots(tx, campaign.accountId, funds.maxLiveCalls, now),
    cappedTeamsLive(tx, campaign.accountId),
  ]);
  const mine = running.find((c) => c.id === campaign.id);
  const myTeam = mine?.teamId == null ? undefined : teamsLive.get(mine.teamId);
  const team = myTeam ? { id: mine!.teamId!, ...myTeam } : null;
  const left = liveSlotsLeft({ funds, live: accountLive, direction: 'outbound', team });
  if (left <= 0) return 0;

  const liveOfCampaigns = (teamId?: number) => running.filter((c) => teamId === undefined || c.teamId === teamId).reduce((n, c) => n + c.live, 0);
  // What the campaigns share: the slots left if none of their calls were live.
  const shares = fairShares({
    room: liveSlotsLeft({ funds, live: accountLive - liveOfCampaigns(), direction: 'outbound' }),
    teamRoom: new Map([...teamsLive].map(([id, t]) => [id, teamSlotsLeft({ maxLiveCalls: t.maxLiveCalls, live: t.live - liveOfCampaigns(id) })])),
  }, running);
  const share = (shares.get(campaign.id) ?? 0) - (mine?.live ?? 0);
  return Math.max(0, Math.min(own, share, left));
}

/**
 * The account's live calls (counted up to `atMost`), and its running campaigns with their live calls and how many
 * more they could place now (their due recipients, counted up to their own free slots so a large campaign costs no
 * more than a small one), in one statement. The count reads the due index in its order (campaign_recipients_due_idx):
 * unordered, the planner scans the table for the first due rows, which lie ever further in as a campaign progresses.
 */
async function runningCampaignSlots(tx: Tx, accountId: number, atMost: number, now: Date): Promise<{ accountLive: number; running: CampaignSlots[] }> {
  const ofCampaign = (statuses: CallStatus[]) =>
    sql<number>`(select count(*) from ${calls} where ${calls.campaignId} = ${campaigns.id} and ${inArray(calls.status, statuses)})`.mapWith(Number);
  const r = campaignRecipients;
  const due = sql<number>`(select count(*) from (select 1 from ${r} where ${r.campaignId} = ${campaigns.id}
    and (${r.status} = 'pending' or ${r.nextAttemptAt} is not null) and ${r.status} <> 'in_progress'
    and (${r.nextAttemptAt} is null or ${r.nextAttemptAt} <= ${now.toISOString()}::timestamptz)
    order by ${r.nextAttemptAt} asc nulls first, ${r.id}
    limit ${campaigns.maxConcurrentCalls}) d)`.mapWith(Number);
  // The account's live calls, as a column: the same for every row.
  const accountLive = liveCallCountSql(accountId, { atMost });
  const rows = await tx
    .select({
      id: campaigns.id, teamId: agents.teamId, maxConcurrent: campaigns.maxConcurrentCalls,
      live: ofCampaign(liveCapStatuses), inFlight: ofCampaign(slotStatuses), due, accountLive,
    })
    .from(campaigns)
    .innerJoin(agents, eq(agents.id, campaigns.agentId))
    .where(and(eq(campaigns.accountId, accountId), eq(campaigns.status, 'running')));
  return {
    accountLive: rows[0]?.accountLive ?? (await liveCallCount(tx, accountId, { atMost })),
    running: rows.map((c) => ({
      id: c.id,
      teamId: c.teamId,
      live: c.live,
      wants: c.live + Math.max(0, Math.min(c.due, c.maxConcurrent - c.inFlight)),
    })),
  };
}

/** The account's teams that have a live-call cap, with the live calls of each team's agents, in one statement. */
async function cappedTeamsLive(tx: Tx, accountId: number): Promise<Map<number, { maxLiveCalls: number; live: number }>> {
  // Spelled with aliases: in a one-table select the query builder leaves column names unqualified.
  const statuses = sql.join(liveCapStatuses.map((st) => sql`${st}`), sql`, `);
  const live = sql<number>`(select count(*) from calls lc inner join agents la on la.id = lc.agent_id
    where lc.account_id = ${accountId} and lc.status in (${statuses}) and la.team_id = t.id)`.mapWith(Number);
  const capped = await tx
    .select({ id: sql<number>`t.id`, maxLiveCalls: sql<number>`t.max_live_calls`, live })
    .from(sql`${teams} t`)
    .where(sql`t.account_id = ${accountId} and t.max_live_calls is not null`);
  return new Map(capped.map((t) => [t.id, { maxLiveCalls: t.maxLiveCalls!, live: t.live }]));
}
