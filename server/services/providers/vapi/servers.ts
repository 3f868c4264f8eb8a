import type { Vapi } from '@vapi-ai/server-sdk';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { config } from '../../../config';
import { agents, providerResources } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { AppError } from '../../../errors';
import { describeVapiFailure, vapiClient, vapiFailureOf } from './client';
import type { ToolDefinition } from '../agent-port';
import { serveInboundNumber, updateAssistant, vapiEventsUrl, vapiServer } from './agents';
import { assistantServerKeys, VAPI_SERVER_MESSAGES, vapiAssistantBody } from './assistant';
import { discardDeploymentCredential, type VapiServerRef } from './credential';

/**
 * The assistants Switchboard manages at Vapi (created for an agent or imported by the operator) and the numbers
 * its inbound agents answer, checked against and brought back to the server they must name: the events URL at
 * PUBLIC_BASE_URL and the deployment's credential (after PUBLIC_BASE_URL changed, or for assistants made before).
 */

/** Agents (not archived) whose assistant is one of their account's at Vapi, most recently changed first. */
const managed = and(
  isNull(agents.archivedAt),
  eq(providerResources.provider, 'vapi'),
  eq(providerResources.kind, 'assistant'),
  eq(providerResources.providerId, agents.assistantId),
  eq(providerResources.accountId, agents.accountId),
);

export async function countManagedAssistants(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(agents).innerJoin(providerResources, managed);
  return row.n;
}

async function managedAgents(db: Database, limit?: number) {
  const q = db.select({ agent: agents }).from(agents).innerJoin(providerResources, managed).orderBy(desc(agents.updatedAt), desc(agents.id));
  return (limit === undefined ? await q : await q.limit(limit)).map((r) => r.agent);
}

/**
 * What differs between the server an assistant at Vapi names and the one it must name: the assistant's own, each
 * function tool's, and the messages Switchboard reads. Empty when it is as it should be.
 */
export function assistantServerProblems(assistant: Pick<Vapi.Assistant, 'server' | 'serverMessages' | 'model'>, expected: VapiServerRef): string[] {
  const problems: string[] = [];
  const describe = (s: Vapi.Server | undefined) =>
    !s?.url ? 'no server' : s.url !== expected.url ? `server ${s.url}` : s.credentialId !== expected.credentialId ? `credential ${s.credentialId ?? 'none'}` : null;
  const own = describe(assistant.server);
  if (own) problems.push(own);
  const tools = ((assistant.model as { tools?: unknown } | undefined)?.tools ?? []) as { type?: string; function?: { name?: string }; server?: Vapi.Server }[];
  for (const tool of tools) {
    if (tool.type !== 'function') continue;
    const wrong = describe(tool.server);
    if (wrong) problems.push(`tool ${tool.function?.name ?? '?'}: ${wrong}`);
  }
  const missing = VAPI_SERVER_MESSAGES.filter((m) => !(assistant.serverMessages ?? []).includes(m));
  if (missing.length) problems.push(`serverMessages lack ${missing.join(', ')}`);
  return problems;
}

export interface AssistantAudit {
  agent_id: number;
  assistant_id: string;
  /** What is wrong (empty: nothing), or why it could not be read. */
  problems: string[];
}

/** Reads at Vapi (`GET /assistant/{id}`) the `limit` most recently changed managed assistants and says what is wrong with each. */
export async function auditAssistantServers(db: Database, expected: VapiServerRef, limit: number): Promise<AssistantAudit[]> {
  const client = vapiClient();
  const out: AssistantAudit[] = [];
  for (const agent of await managedAgents(db, limit)) {
    let problems: string[];
    try {
      problems = assistantServerProblems(await client.assistants.get({ id: agent.assistantId }, { timeoutInSeconds: 10 }), expected);
    } catch (err) {
      problems = [`could not be read (${describeVapiFailure(vapiFailureOf(err))})`];
    }
    out.push({ agent_id: agent.id, assistant_id: agent.assistantId, problems });
  }
  return out;
}

/** The numbers inbound agents (not archived) answer, at Vapi. */
async function inboundNumbers(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: agents.providerPhoneNumberId })
    .from(agents)
    .where(and(eq(agents.role, 'inbound'), isNull(agents.archivedAt), isNotNull(agents.providerPhoneNumberId)))
    .orderBy(agents.providerPhoneNumberId);
  return rows.map((r) => r.id!);
}

/**
 * What keeps a number's calls from reaching its inbound agent: a server other than the events URL with the
 * credential, or an assistant, squad or workflow of its own at Vapi (then Vapi sends no assistant-request).
 */
export function numberServerProblems(number: Pick<Vapi.TwilioPhoneNumber, 'server' | 'assistantId' | 'squadId' | 'workflowId'>, expected: VapiServerRef): string[] {
  const problems: string[] = [];
  if (!number.server?.url) problems.push('no server');
  else if (number.server.url !== expected.url) problems.push(`server ${number.server.url}`);
  else if (number.server.credentialId !== expected.credentialId) problems.push(`credential ${number.server.credentialId ?? 'none'}`);
  const own = [number.assistantId && `assistant ${number.assistantId}`, number.squadId && `squad ${number.squadId}`, number.workflowId && `workflow ${number.workflowId}`].filter(Boolean);
  if (own.length) problems.push(`answers with its own ${own.join(', ')} (remove it in Vapi's dashboard, or Vapi never asks Switchboard)`);
  return problems;
}

/** Reads at Vapi (`GET /phone-number/{id}`) up to `limit` numbers inbound agents answer and says what is wrong with each. */
export async function auditInboundNumbers(db: Database, expected: VapiServerRef, limit: number) {
  const client = vapiClient();
  const ids = await inboundNumbers(db);
  const out: { phone_number_id: string; problems: string[] }[] = [];
  for (const id of ids.slice(0, limit)) {
    let problems: string[];
    try {
      problems = numberServerProblems(await client.phoneNumbers.get({ id }, { timeoutInSeconds: 10 }), expected);
    } catch (err) {
      problems = [`could not be read (${describeVapiFailure(vapiFailureOf(err))})`];
    }
    out.push({ phone_number_id: id, problems });
  }
  return { total: ids.length, audits: out };
}

/**
 * Gives every managed assistant, its tools and every number an inbound agent answers the server they must name
 * (`PATCH /assistant/{id}` with server, serverMessages and the model with its tools; the numbers as
 * serveInboundNumber does). With `newCredential`, a new credential is registered first (the stored one was deleted
 * at Vapi, or VAPI_API_KEY now names another organization). Each failure is reported and the rest goes on.
 * `toolDefinitions` gives an agent's tools, by name, as the domain defines them (tools/definitions.ts).
 */
export async function reapplyVapiServers(
  db: Database, opts: { newCredential?: boolean; toolDefinitions: (names: readonly string[]) => ToolDefinition[] },
) {
  if (config.VOICE_PROVIDER !== 'vapi' || !config.VAPI_API_KEY || !vapiEventsUrl()) {
    throw new AppError('usage', 'Re-applying Vapi servers needs VOICE_PROVIDER=vapi, VAPI_API_KEY and PUBLIC_BASE_URL.');
  }
  if (opts.newCredential) await discardDeploymentCredential(db);
  const server = (await vapiServer(db))!;
  const failures: { kind: 'assistant' | 'phone_number'; id: string; error: string }[] = [];
  let assistants = 0;
  for (const agent of await managedAgents(db)) {
    // Only the server keys and the model are sent, so the redaction named here (part of another key) is not.
    const body = vapiAssistantBody({ ...agent, tools: opts.toolDefinitions(agent.tools), analysis: agent.analysis ?? null, redactPii: false }, [], server);
    try {
      await updateAssistant(agent.accountId, agent.assistantId, { ...assistantServerKeys(server), model: body.model });
      assistants += 1;
    } catch (err) {
      failures.push({ kind: 'assistant', id: agent.assistantId, error: (err as Error).message });
    }
  }
  let served = 0;
  for (const id of await inboundNumbers(db)) {
    try {
      await serveInboundNumber(db, id, server);
      served += 1;
    } catch (err) {
      failures.push({ kind: 'phone_number', id, error: (err as Error).message });
    }
  }
  return { server_url: server.url, credential_id: server.credentialId, assistants_updated: assistants, numbers_updated: served, failures };
}
