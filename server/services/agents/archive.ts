import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { agents, campaigns } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { AppError } from '../../errors';
import { asRowId } from '../../lib/ids';
import { toIso } from '../../lib/time';
import { emitCampaignEvent } from '../campaigns/events';
import { assertAgentRoom } from './agent-limit';
import type { ArchivedAgentDto } from './archive-schema';
import { mayEditAgent, toAgentDto, type AgentRow } from './service';
import { agentVisibility } from './visibility';

/** Refuses new work (calls, campaign starts) for an archived agent. */
export function assertAgentNotArchived(agent: { id: number; archivedAt: Date | null }): void {
  if (agent.archivedAt) {
    throw new AppError('agent_archived', `Agent ${agent.id} is archived; unarchive it first.`);
  }
}

/**
 * An agent the actor may change, locked for the transaction: of the actor's own account, and for a member one they
 * created or of a team they can access (mayEditAgent, the rule of agent updates). Anything else is agent_not_found.
 */
async function getEditableAgentOrThrow(tx: DbOrTx, actor: Actor, ref: number | string): Promise<AgentRow> {
  const id = asRowId(ref);
  if (id === null) throw new AppError('agent_not_found', `Agent ${ref} not found.`);
  const [row] = await tx
    .select()
    .from(agents)
    .where(and(eq(agents.id, id), eq(agents.accountId, actor.accountId), agentVisibility(actor)))
    .for('update');
  if (!row || !mayEditAgent(actor, row)) throw new AppError('agent_not_found', `Agent ${id} not found.`);
  return row;
}

const toArchivedDto = (row: AgentRow, pausedCampaignIds: number[] = []): ArchivedAgentDto => ({
  ...toAgentDto(row),
  archived_at: row.archivedAt ? toIso(row.archivedAt) : null,
  paused_campaign_ids: pausedCampaignIds,
});

/**
 * POST /api/v1/agents/{id}/archive. The agent leaves the lists and places no new calls; its calls, their pages and
 * its campaigns stay. Its running or scheduled campaigns are paused (campaign.paused) in the same transaction, and
 * cannot resume while it is archived. Archiving an archived agent changes nothing.
 */
export async function archiveAgent(db: Database, actor: Actor, ref: number | string, now = new Date()): Promise<ArchivedAgentDto> {
  return db.transaction(async (tx) => {
    const current = await getEditableAgentOrThrow(tx, actor, ref);
    if (current.archivedAt) return toArchivedDto(current);
    const [row] = await tx.update(agents).set({ archivedAt: now, updatedAt: now }).where(eq(agents.id, current.id)).returning();
    const paused = await tx
      .update(campaigns)
      .set({ status: 'paused', pausedReason: 'user', updatedAt: now })
      .where(and(eq(campaigns.agentId, current.id), inArray(campaigns.status, ['running', 'scheduled'])))
      .returning();
    for (const c of paused) await emitCampaignEvent(tx, 'campaign.paused', c, now);
    return toArchivedDto(row, paused.map((c) => c.id).sort((a, b) => a - b));
  });
}

/** POST /api/v1/agents/{id}/unarchive: the agent is listed and can call again; paused campaigns stay paused until resumed. */
export async function unarchiveAgent(db: Database, actor: Actor, ref: number | string, now = new Date()): Promise<ArchivedAgentDto> {
  return db.transaction(async (tx) => {
    const current = await getEditableAgentOrThrow(tx, actor, ref);
    if (!current.archivedAt) return toArchivedDto(current);
    // Archived agents do not count against the account's cap, so coming back must fit under it.
    await assertAgentRoom(tx, actor.accountId, { lock: true });
    const [row] = await tx.update(agents).set({ archivedAt: null, updatedAt: now }).where(eq(agents.id, current.id)).returning();
    return toArchivedDto(row);
  });
}

/** The archived agents the actor can see, most recently archived first (the dashboard's "Show archived"). */
export async function listArchivedAgents(db: DbOrTx, actor: Actor): Promise<{ agents: ArchivedAgentDto[] }> {
  const rows = await db
    .select()
    .from(agents)
    .where(and(isNotNull(agents.archivedAt), agentVisibility(actor)))
    .orderBy(sql`${agents.archivedAt} desc`, asc(agents.id));
  return { agents: rows.map((r) => toArchivedDto(r)) };
}
