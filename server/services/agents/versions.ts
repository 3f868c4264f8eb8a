import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { agentVersions, users } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { AppError } from '../../errors';
import { toIso } from '../../lib/time';
import type { ToolName } from '../tools/names';
import { getVisibleAgentOrThrow, updateAgent, type AgentChangeJudge, type AgentRow } from './service';
import type { AgentVersionDto, AgentVersionListDto } from './version-schema';

type VersionRow = typeof agentVersions.$inferSelect & { createdByEmail: string | null };

const toVersionDto = (v: VersionRow): AgentVersionDto => ({
  version: v.version,
  created_at: toIso(v.createdAt),
  created_by: v.createdByUserId !== null && v.createdByEmail !== null ? { user_id: v.createdByUserId, email: v.createdByEmail } : null,
  restored_from: v.restoredFrom,
  instructions: v.instructions,
  first_message: v.firstMessage,
  tools: v.tools as ToolName[],
  model: v.model,
  voice_id: v.voiceId,
  analysis: v.analysis ?? null,
});

function selectVersions(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ v: agentVersions, email: users.email })
    .from(agentVersions)
    .leftJoin(users, eq(users.id, agentVersions.createdByUserId))
    .where(where);
}

/**
 * GET /api/v1/agents/{id}/versions: every version of an agent the actor can see, newest first (404
 * `agent_not_found` for an agent it cannot).
 */
export async function listAgentVersions(db: DbOrTx, actor: Actor, ref: string | number): Promise<AgentVersionListDto> {
  const agent = await getVisibleAgentOrThrow(db, actor, ref);
  const rows = await selectVersions(db, eq(agentVersions.agentId, agent.id)).orderBy(desc(agentVersions.version));
  return { agent_id: agent.id, version: agent.version, versions: rows.map((r) => toVersionDto({ ...r.v, createdByEmail: r.email })) };
}

/** One version of a visible agent, or 404 `not_found`. */
async function getVersionOrThrow(db: DbOrTx, agent: AgentRow, version: number): Promise<VersionRow> {
  const [row] = Number.isInteger(version) && version > 0 && version <= 2_147_483_647
    ? await selectVersions(db, and(eq(agentVersions.agentId, agent.id), eq(agentVersions.version, version)))
    : [];
  if (!row) throw new AppError('not_found', `Agent ${agent.id} has no version ${version}.`);
  return { ...row.v, createdByEmail: row.email };
}

/**
 * POST /api/v1/agents/{id}/versions/{n}/restore: the agent says and does again what version n held, as a new version
 * (its `restored_from` is n); the history is never rewritten. It is an edit like any other (updateAgent: who may
 * edit, the provider told first, 502 and nothing changed if it refuses). Restoring what the agent already holds
 * changes nothing and makes no version.
 */
export async function restoreAgentVersion(
  db: Database, actor: Actor, ref: string | number, version: number, opts: { judge?: AgentChangeJudge } = {},
): Promise<AgentRow> {
  const agent = await getVisibleAgentOrThrow(db, actor, ref);
  const v = await getVersionOrThrow(db, agent, version);
  return updateAgent(db, actor, agent.id, {
    instructions: v.instructions, first_message: v.firstMessage, tools: v.tools as ToolName[], model: v.model, voice_id: v.voiceId,
    analysis: v.analysis ?? null,
  }, { restoredFrom: v.version, judge: opts.judge });
}
