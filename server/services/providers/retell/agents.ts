import type { AgentCreateParams } from 'retell-sdk/resources/agent';
import type { LlmCreateParams } from 'retell-sdk/resources/llm';
import { config } from '../../../config';
import type { ProviderResourceKind } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { AppError } from '../../../errors';
import { logger } from '../../../logger';
import type { AgentConnection, AgentProvisioning } from '../agent-port';
import { changedKeys, retellAgentBody, retellInboundUrl, retellLlmBody } from './agent';
import { describeRetellFailure, retellClient, retellFailureOf, type RetellFailure } from './client';

/**
 * An agent at Retell is a Retell LLM (instructions, first message, model, tools: retellLlmBody) and a Retell agent
 * answering with it (voice, webhook, post-call analysis: retellAgentBody). An inbound agent's number names this
 * deployment's inbound webhook, so Retell asks Switchboard which agent answers (inbound.ts).
 */

/** The error a client gets when Retell refused or did not answer: `provider_unavailable`, with Retell's words. */
function unavailable(failure: RetellFailure, what: string): AppError {
  return failure.kind === 'unreachable'
    ? new AppError('provider_unavailable', `The voice provider could not be reached to ${what}; nothing was saved. Try again.`)
    : new AppError('provider_unavailable', `The voice provider refused to ${what} (${describeRetellFailure(failure)}); nothing was saved.`);
}

async function ask<T>(what: string, log: Record<string, unknown>, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    const failure = retellFailureOf(err);
    logger.warn(`retell refused to ${what}`, { ...log, failure });
    throw unavailable(failure, what);
  }
}

/**
 * Creates an agent's Retell LLM, then its Retell agent answering with it, and answers both ids. If the agent is
 * refused, the LLM just made is deleted again. The caller records both as the account's in the agent's transaction.
 */
async function createRetellAgent(accountId: number, llm: LlmCreateParams, agent: (llmId: string) => AgentCreateParams) {
  const client = retellClient();
  const madeLlm = await ask('create the Retell LLM', { account_id: accountId }, () => client.llm.create(llm));
  try {
    const madeAgent = await ask('create the Retell agent', { account_id: accountId }, () => client.agent.create(agent(madeLlm.llm_id)));
    return { agentId: madeAgent.agent_id, llmId: madeLlm.llm_id };
  } catch (err) {
    await discardRetellAgent(accountId, { llmId: madeLlm.llm_id });
    throw err;
  }
}

/** Sends Retell the changed keys of an agent's LLM and agent (none: no request); a refusal is `provider_unavailable`. */
async function updateRetellAgent(
  accountId: number, ids: { agentId: string; llmId: string | null },
  changes: { llm: Partial<LlmCreateParams>; agent: Partial<AgentCreateParams> },
) {
  const client = retellClient();
  if (ids.llmId && Object.keys(changes.llm).length) {
    await ask('update the Retell LLM', { account_id: accountId, llm_id: ids.llmId }, () => client.llm.update(ids.llmId!, changes.llm));
  }
  if (Object.keys(changes.agent).length) {
    await ask('update the Retell agent', { account_id: accountId, agent_id: ids.agentId }, () => client.agent.update(ids.agentId, changes.agent));
  }
}

/** Removes a Retell agent and LLM this app just made but could not record (best effort: a failure is only logged). */
async function discardRetellAgent(accountId: number, ids: { agentId?: string; llmId?: string }) {
  const client = retellClient();
  for (const [kind, remove] of [
    ['agent', ids.agentId && (() => client.agent.delete(ids.agentId!))],
    ['llm', ids.llmId && (() => client.llm.delete(ids.llmId!))],
  ] as const) {
    if (!remove) continue;
    try {
      await remove();
    } catch (err) {
      logger.warn('retell kept a resource it was asked to discard', { account_id: accountId, kind, failure: retellFailureOf(err) });
    }
  }
}

/**
 * Points a Retell number's inbound webhook at this deployment, so each call to it asks Switchboard which agent
 * answers (inbound.ts). Without PUBLIC_BASE_URL nothing is sent and false is answered.
 */
async function serveRetellInboundNumber(number: string): Promise<boolean> {
  const url = retellInboundUrl();
  if (!url) return false;
  await ask("send the phone number's calls to this server", { number }, () => retellClient().phoneNumber.update(number, { inbound_webhook_url: url }));
  return true;
}

/**
 * Reads the agent, LLM or phone number (its E.164 number) to import at Retell; a number's inbound webhook is pointed
 * here. Importing needs RETELL_API_KEY.
 */
async function importResource(_db: Database, kind: ProviderResourceKind, providerId: string, unclaimed: () => Promise<void>): Promise<Record<string, string | null>> {
  if (!config.RETELL_API_KEY) throw new AppError('usage', 'Importing Retell resources needs RETELL_API_KEY.');
  await unclaimed();
  const client = retellClient();
  try {
    await (kind === 'phone_number' ? client.phoneNumber.retrieve(providerId) : kind === 'llm' ? client.llm.retrieve(providerId) : client.agent.retrieve(providerId));
  } catch (err) {
    const failure = retellFailureOf(err);
    if (failure.kind === 'unreachable') throw unavailable(failure, `read the ${kind.replace('_', ' ')}`);
    throw new AppError('not_found', `Retell has no ${kind.replace('_', ' ')} ${providerId} (${describeRetellFailure(failure)}).`);
  }
  if (kind !== 'phone_number') return {};
  const served = await serveRetellInboundNumber(providerId);
  return { inbound_webhook_url: served ? retellInboundUrl() : null };
}

/** Retell's requests need nothing from the database: one connection serves every one, ready at once. */
const connection: AgentConnection = {
  ready: async () => connection,
  async create(accountId, agent) {
    const ids = await createRetellAgent(accountId, retellLlmBody(agent.config), (llmId) => retellAgentBody(agent.config, agent.variables, llmId));
    return {
      assistantId: ids.agentId,
      llmId: ids.llmId,
      resources: [{ kind: 'assistant', id: ids.agentId }, { kind: 'llm', id: ids.llmId }],
    };
  },
  async update(accountId, ids, before, after) {
    const llmId = ids.llmId ?? '';
    await updateRetellAgent(accountId, { agentId: ids.assistantId, llmId: ids.llmId }, {
      llm: changedKeys(retellLlmBody(before.config), retellLlmBody(after.config)),
      agent: changedKeys(retellAgentBody(before.config, before.variables, llmId), retellAgentBody(after.config, after.variables, llmId)),
    });
  },
  discard: (accountId, made) => discardRetellAgent(accountId, { agentId: made.assistantId, llmId: made.llmId ?? undefined }),
  serveInboundNumber: (number) => serveRetellInboundNumber(number),
};

/** Retell's agents: an LLM and an agent each, the changed keys of either sent on an edit. */
export const retellAgents: AgentProvisioning = {
  label: 'Retell',
  ownsProviderIds: true,
  credentialSetting: 'RETELL_API_KEY',
  configured: () => Boolean(config.RETELL_API_KEY),
  connect: () => connection,
  importResource,
};
