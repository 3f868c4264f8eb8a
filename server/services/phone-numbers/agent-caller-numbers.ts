import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { callerNumberAgents, callerNumbers, type VoiceProviderName } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { agentProviderOf } from '../agents/agent-provider';

/**
 * Whether one of the account's caller numbers is linked to the agent and dialable by its provider: with the
 * simulator any, with Vapi or Retell one with the provider's id of it (the picker uses no other). A resting or
 * capped number still counts: its callees wait for it, as they do when an agent's numbers rest mid-campaign.
 */
export async function hasUsableCallerNumber(
  db: DbOrTx, accountId: number, agent: { id: number; provider: VoiceProviderName | null },
): Promise<boolean> {
  const dialable = agentProviderOf(agent) === 'simulator' ? sql`true` : isNotNull(callerNumbers.providerPhoneNumberId);
  const [row] = await db
    .select({ id: callerNumbers.id })
    .from(callerNumberAgents)
    .innerJoin(callerNumbers, eq(callerNumbers.id, callerNumberAgents.callerNumberId))
    .where(and(eq(callerNumberAgents.agentId, agent.id), eq(callerNumbers.accountId, accountId), dialable))
    .limit(1);
  return Boolean(row);
}
