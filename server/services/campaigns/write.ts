import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { agents, calls, campaignRecipients, campaigns, type AccountCallingHours } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import { AppError, parseOrThrow } from '../../errors';
import { enqueueJob } from '../../outbox/jobs';
import { actorForUser } from '../accounts/service';
import { assertAgentNotArchived } from '../agents/archive';
import { getVisibleAgentOrThrow } from '../agents/service';
import { transitionCall } from '../calls/lifecycle';
import { awaitsDial } from '../calls/statuses';
import { resolveAudience } from './audience';
import { assertAgentCanRunCampaign } from './campaign-agent';
import { emitCampaignEvent } from './events';
import { campaignTick } from './jobs';
import { assertSomeoneCallable } from './nobody-callable';
import { getCampaign, getCampaignOrThrow, type CampaignRow } from './read';
import { createCampaignInput, type CampaignDto, type CreateCampaignInput } from './schema';
import { startAtOf } from './start-at';

/**
 * POST /api/v1/campaigns: a draft (201), or with `start: true` started in the same transaction (its audience
 * resolved, `running`, or `scheduled` until start_at). The agent must be visible and have a number to
 * call from: its own, or a caller number linked to it.
 */
export async function createCampaign(db: Database, actor: Actor, input: CreateCampaignInput, now = new Date()): Promise<CampaignDto> {
  const data = parseOrThrow(createCampaignInput, input);
  const startAt = startAtOf(data, now);
  const agent = await getVisibleAgentOrThrow(db, actor, data.agent_id);
  await assertAgentCanRunCampaign(db, actor.accountId, agent);
  assertAgentNotArchived(agent);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({
        accountId: actor.accountId,
        createdByUserId: actor.userId,
        name: data.name,
        agentId: agent.id,
        purpose: data.purpose,
        audience: data.audience,
        variables: data.variables,
        callingHours: (data.calling_hours ?? null) as AccountCallingHours | null,
        maxConcurrentCalls: data.max_concurrent_calls,
        retryPolicy: data.retry,
        voicemail: data.voicemail,
        startAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (data.start) await begin(tx, actor, row, now, { confirmNobodyCallable: data.confirm_nobody_callable });
    return row.id;
  });
  return getCampaign(db, actor, id);
}

export interface StartOptions {
  /** Start even when every recipient would be skipped (campaign_dials_nobody otherwise). */
  confirmNobodyCallable: boolean;
}

/**
 * A draft's start: the audience resolved once, then `running` (campaign.started, the first tick due now) or
 * `scheduled` until its start_at (the tick starts it then).
 */
async function begin(tx: Tx, actor: Actor, campaign: CampaignRow, now: Date, opts: StartOptions): Promise<void> {
  await assertCampaignAgentActive(tx, campaign);
  const later = campaign.startAt && campaign.startAt.getTime() > now.getTime();
  // Consent is judged now when dialing starts now (as the pre-flight judged it); a later start leaves it to the dispatch.
  const recipients = await resolveAudience(tx, await audienceReachOf(tx, actor, campaign), campaign, now, { judgeConsent: !later });
  // Refused (and the whole transaction with it) when nobody would be dialed, unless the caller said it means it.
  assertSomeoneCallable(recipients, campaign.purpose, opts.confirmNobodyCallable);
  const generation = campaign.dispatchGeneration + 1;
  const [row] = await tx
    .update(campaigns)
    .set({ status: later ? 'scheduled' : 'running', startedAt: later ? null : now, pausedReason: null, dispatchGeneration: generation, updatedAt: now })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  if (!later) await emitCampaignEvent(tx, 'campaign.started', row, now);
  await enqueueJob(tx, campaignTick, { campaign_id: campaign.id, generation }, { runAt: later ? campaign.startAt! : now });
}

/**
 * Whose reach resolves a draft's audience: its creator's (the contacts the creator sees when it starts), whoever
 * starts it. So the campaign calls the audience its creator chose and previewed: a member starting an admin's draft
 * does not shrink it to their own teams, nor does an admin widen a member's. A draft whose creator has left the
 * account resolves with the starter's reach.
 */
async function audienceReachOf(tx: Tx, starter: Actor, campaign: CampaignRow): Promise<Actor> {
  const creatorId = campaign.createdByUserId;
  if (creatorId === null || creatorId === starter.userId) return starter;
  return actorForUser(tx, creatorId);
}

/** An archived agent's campaigns neither start nor resume (archiving pauses those running). */
async function assertCampaignAgentActive(tx: Tx, campaign: CampaignRow): Promise<void> {
  const [agent] = await tx.select({ id: agents.id, archivedAt: agents.archivedAt }).from(agents).where(eq(agents.id, campaign.agentId));
  if (agent) assertAgentNotArchived(agent);
}

/** POST /api/v1/campaigns/{id}/start: only a draft starts; a started one answers itself, a finished one 409. */
export async function startCampaign(
  db: Database, actor: Actor, id: number | string, now = new Date(), opts: StartOptions = { confirmNobodyCallable: false },
): Promise<CampaignDto> {
  await db.transaction(async (tx) => {
    const campaign = await getCampaignOrThrow(tx, actor, id, { lock: true });
    if (campaign.status === 'completed' || campaign.status === 'canceled') {
      throw new AppError('campaign_not_startable', `Campaign ${campaign.id} is ${campaign.status} and cannot start again.`);
    }
    if (campaign.status === 'draft') await begin(tx, actor, campaign, now, opts);
  });
  return getCampaign(db, actor, id);
}

/** POST /api/v1/campaigns/{id}/pause: stops new dials (live calls finish). Pausing a paused campaign changes nothing. */
export async function pauseCampaign(db: Database, actor: Actor, id: number | string, now = new Date()): Promise<CampaignDto> {
  await db.transaction(async (tx) => {
    const campaign = await getCampaignOrThrow(tx, actor, id, { lock: true });
    if (campaign.status === 'paused') return;
    if (campaign.status !== 'running' && campaign.status !== 'scheduled') {
      throw new AppError('campaign_not_pausable', `Campaign ${campaign.id} is ${campaign.status}; only a running or scheduled campaign can be paused.`);
    }
    const [row] = await tx
      .update(campaigns)
      .set({ status: 'paused', pausedReason: 'user', updatedAt: now })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    await emitCampaignEvent(tx, 'campaign.paused', row, now);
  });
  return getCampaign(db, actor, id);
}

/**
 * POST /api/v1/campaigns/{id}/resume: a paused campaign runs again (after a top-up, for insufficient_funds), or,
 * paused before its `start_at`, is scheduled for it again.
 */
export async function resumeCampaign(db: Database, actor: Actor, id: number | string, now = new Date()): Promise<CampaignDto> {
  await db.transaction(async (tx) => {
    const campaign = await getCampaignOrThrow(tx, actor, id, { lock: true });
    if (campaign.status === 'running' || campaign.status === 'scheduled') return;
    if (campaign.status !== 'paused') {
      throw new AppError('campaign_not_resumable', `Campaign ${campaign.id} is ${campaign.status}; only a paused campaign can be resumed.`);
    }
    await assertCampaignAgentActive(tx, campaign);
    // Paused before its start time: it waits for that time again, and starts (with its event) then.
    const later = !campaign.startedAt && campaign.startAt && campaign.startAt.getTime() > now.getTime();
    const generation = campaign.dispatchGeneration + 1;
    const [row] = await tx
      .update(campaigns)
      .set({ status: later ? 'scheduled' : 'running', startedAt: later ? null : campaign.startedAt ?? now, pausedReason: null, dispatchGeneration: generation, updatedAt: now })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    if (!later && !campaign.startedAt) await emitCampaignEvent(tx, 'campaign.started', row, now);
    await enqueueJob(tx, campaignTick, { campaign_id: campaign.id, generation }, { runAt: later ? campaign.startAt! : now });
  });
  return getCampaign(db, actor, id);
}

/**
 * POST /api/v1/campaigns/{id}/cancel: no more dials. Calls not yet handed to the provider are canceled, and
 * recipients still waiting end `canceled`; live calls finish and record their outcome.
 */
export async function cancelCampaign(db: Database, actor: Actor, id: number | string, now = new Date()): Promise<CampaignDto> {
  await db.transaction(async (tx) => {
    const campaign = await getCampaignOrThrow(tx, actor, id, { lock: true });
    if (campaign.status === 'canceled') return;
    if (campaign.status === 'completed') {
      throw new AppError('campaign_not_cancelable', `Campaign ${campaign.id} is completed.`);
    }
    await tx
      .update(campaigns)
      .set({ status: 'canceled', pausedReason: null, completedAt: now, updatedAt: now })
      .where(eq(campaigns.id, campaign.id));
    const waiting = await tx
      .select({ id: calls.id })
      .from(calls)
      .where(and(eq(calls.campaignId, campaign.id), awaitsDial))
      .for('update');
    for (const c of waiting) await transitionCall(tx, c.id, { to: 'canceled', at: now, endedReason: 'canceled', failureReason: 'canceled' });
    await tx
      .update(campaignRecipients)
      .set({ status: 'canceled', nextAttemptAt: null, waitReason: null, updatedAt: now })
      .where(and(
        eq(campaignRecipients.campaignId, campaign.id),
        or(eq(campaignRecipients.status, 'pending'), sql`${campaignRecipients.nextAttemptAt} is not null and ${campaignRecipients.status} <> 'in_progress'`),
      ));
    // Recipients whose waiting call was just canceled above already read `canceled`; clear their next attempt.
    await tx
      .update(campaignRecipients)
      .set({ nextAttemptAt: null, updatedAt: now })
      .where(and(eq(campaignRecipients.campaignId, campaign.id), inArray(campaignRecipients.status, ['canceled'])));
  });
  return getCampaign(db, actor, id);
}
