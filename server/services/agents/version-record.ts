import { isDeepStrictEqual } from 'node:util';
import { agentVersions, type agents, type AgentAnalysis } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

type AgentRow = typeof agents.$inferSelect;

/** What a version holds: the fields that decide what the agent says and does on a call. */
export type AgentSnapshot = Pick<AgentRow, 'instructions' | 'firstMessage' | 'tools' | 'model' | 'voiceId'> & { analysis: AgentAnalysis | null };

export const versionedFields = ['instructions', 'firstMessage', 'tools', 'model', 'voiceId', 'analysis'] as const;

export const snapshotOf = (a: AgentSnapshot): AgentSnapshot => ({
  instructions: a.instructions, firstMessage: a.firstMessage, tools: [...a.tools], model: a.model, voiceId: a.voiceId, analysis: a.analysis ?? null,
});

/**
 * Whether an edit changes what the agent says or does (a new version), compared by value: a client that sends the
 * agent back as it is, or changes only its name, team or numbers, makes none.
 */
export const changesVersion = (before: AgentSnapshot, after: AgentSnapshot): boolean =>
  !isDeepStrictEqual(comparable(before), comparable(after));

// The tools are a set: the same tools in another order say and do the same.
const comparable = (a: AgentSnapshot) => ({ ...snapshotOf(a), tools: [...a.tools].sort() });

/** Writes version `version` of an agent with its snapshot, in the caller's transaction (the agent's own write). */
export async function recordAgentVersion(
  tx: DbOrTx,
  agent: Pick<AgentRow, 'id' | 'accountId'> & AgentSnapshot,
  version: number,
  by: { userId: number | null; restoredFrom?: number | null },
): Promise<void> {
  const s = snapshotOf(agent);
  await tx.insert(agentVersions).values({
    agentId: agent.id, accountId: agent.accountId, version, ...s, restoredFrom: by.restoredFrom ?? null, createdByUserId: by.userId,
  });
}
