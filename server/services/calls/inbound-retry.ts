import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import { accounts, calls, type VoiceProviderName } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { AgentRow } from '../agents/service';
import type { CallRow } from './call-row';

/**
 * An inbound request that carries no call id (Retell's: only the called number, the caller's number and the number's
 * agent) is known for a retry by what it says: the same caller ringing the same agent, within the retry window, while
 * the call recorded for the first request is still ringing and not yet linked to the provider's call (its first event
 * links it; after that a ring from the same number is a new call). A withheld number is never taken for a retry,
 * as two callers who both withhold theirs cannot be told apart and one of them would lose their call.
 *
 * The account row is locked first (the lock every placement of the account takes, so this runs before or after a
 * placement in flight, never beside it): a retry that comes while the first request is still being answered waits
 * for it and finds its call.
 */
export async function findRetriedInbound(
  tx: Tx, agent: Pick<AgentRow, 'id' | 'accountId'>, provider: VoiceProviderName, caller: string | null, windowMs: number, now: Date,
): Promise<CallRow | null> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, agent.accountId)).for('update');
  if (!caller) return null;
  const [row] = await tx
    .select()
    .from(calls)
    .where(and(
      eq(calls.agentId, agent.id),
      gte(calls.createdAt, new Date(now.getTime() - windowMs)),
      eq(calls.accountId, agent.accountId),
      eq(calls.provider, provider),
      eq(calls.type, 'inbound'),
      eq(calls.status, 'ringing'),
      isNull(calls.providerCallId),
      eq(calls.phoneNumber, caller),
    ))
    .orderBy(desc(calls.createdAt), desc(calls.id))
    .limit(1);
  return row ?? null;
}
