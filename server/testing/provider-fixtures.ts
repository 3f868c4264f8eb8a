import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { agents, providerResources, type ProviderResourceKind } from '../db/schema';
import { createAgent, type AgentRow } from '../services/agents/service';
import type { CreateAgentInput } from '../services/agents/schema';
import type { ToolName } from '../services/tools/names';
import { actorOf, type TestAccount } from './fixtures';

// The database side of the provider contract drivers and the OpenAPI samples: what the operator would have set up
// before a test speaks a provider's wire or calls the API.

/** An id at the voice provider that the account owns, as the operator would have imported it. */
export async function importProviderResource(accountId: number, provider: string, kind: ProviderResourceKind, providerId: string): Promise<void> {
  await (await getDb()).insert(providerResources).values({ accountId, provider, kind, providerId });
}

/**
 * An agent of the account's team that calls from a phone number the account owns at the provider (the fake
 * provider must already serve that number).
 */
export async function agentAtProvider(
  acct: TestAccount,
  fields: CreateAgentInput & { provider: 'vapi' | 'retell'; provider_phone_number_id: string },
): Promise<AgentRow> {
  await importProviderResource(acct.accountId, fields.provider, 'phone_number', fields.provider_phone_number_id);
  return createAgent(await getDb(), await actorOf(acct.userId), { team_id: acct.teamId, ...fields });
}

/** Gives an existing agent these tools (every tool a sample may call), whatever it was created with. */
export async function setAgentTools(agentId: number, tools: readonly ToolName[]): Promise<void> {
  await (await getDb()).update(agents).set({ tools: [...tools] }).where(eq(agents.id, agentId));
}
