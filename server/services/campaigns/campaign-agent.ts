import type { DbOrTx } from '../../db/types';
import { AppError } from '../../errors';
import type { AgentRow } from '../agents/service';
import { whyAgentCannotCall } from '../agents/can-make-calls';
import { hasUsableCallerNumber } from '../phone-numbers/agent-caller-numbers';

/**
 * 404 `no_phone_number` unless the agent can dial a campaign's calls: from its own number, or, when it has none,
 * from a caller number linked to it (the picker then chooses among those). An agent whose own number lacks the
 * provider's id stays refused: the picker may still fall back to that number, which the provider cannot dial.
 * A direct call (POST /api/v1/calls) goes out from the agent's own number only and keeps the stricter rule.
 */
export async function assertAgentCanRunCampaign(db: DbOrTx, accountId: number, agent: AgentRow): Promise<void> {
  const why = whyAgentCannotCall(agent);
  if (!why) return;
  if (!agent.phoneNumber && (await hasUsableCallerNumber(db, accountId, agent))) return;
  throw new AppError('no_phone_number', `${why} Nor is a caller number its provider can dial from linked to it.`);
}
