import { and, eq } from 'drizzle-orm';
import { agents, calls, type CallPurpose } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { toIso } from '../../lib/time';
import type { CallCreatedDto } from './schema';

/**
 * The call placed under an Idempotency-Key's claim, answered as its placement answered it (queued, or scheduled
 * when it was made to wait), or null when the claim placed none. A request run again after its first run was
 * lost (the answer never stored) answers this instead of placing a second call.
 */
export async function findCallOfClaim(db: DbOrTx, accountId: number, claimId: string): Promise<{ call: CallCreatedDto; purpose: CallPurpose } | null> {
  const [row] = await db
    .select({ call: calls, agentName: agents.name, assistantId: agents.assistantId })
    .from(calls)
    .innerJoin(agents, eq(agents.id, calls.agentId))
    .where(and(eq(calls.accountId, accountId), eq(calls.idempotencyClaimId, claimId)));
  if (!row) return null;
  const c = row.call;
  return {
    purpose: c.purpose,
    call: {
      id: c.id,
      call_id: c.callId,
      status: c.scheduledAt ? 'scheduled' : 'queued',
      type: 'outbound',
      phone_number: c.phoneNumber,
      from_number: c.fromNumber ?? null,
      agent: { id: c.agentId, name: row.agentName, assistant_id: row.assistantId },
      created_at: toIso(c.createdAt),
      estimated_start: toIso(c.estimatedStartAt),
      scheduled_at: toIso(c.scheduledAt), ended_reason: null, attempt: 1, retry_of: null, campaign_id: null,
      wait_reason: c.waitReason,
    },
  };
}
