import type { Vapi } from '@vapi-ai/server-sdk';
import { config } from '../../../config';
import type { ProviderResourceKind } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { AppError } from '../../../errors';
import { logger } from '../../../logger';
import type { AgentConnection, AgentProvisioning } from '../agent-port';
import { changedAssistantKeys, vapiAssistantBody } from './assistant';
import { describeVapiFailure, vapiClient, vapiFailureOf, type VapiFailure } from './client';
import { ensureDeploymentCredential, type VapiServerRef } from './credential';

/**
 * An agent at Vapi is one assistant (`POST /assistant`, vapiAssistantBody), its tools and analysis within it; an
 * inbound agent's number names this deployment's server, so Vapi asks Switchboard which agent answers.
 */

/** Where Vapi sends an agent's messages and tool calls: this app's events endpoint at its public address (PUBLIC_BASE_URL). */
export function vapiEventsUrl(): string | null {
  return config.PUBLIC_BASE_URL ? `${config.PUBLIC_BASE_URL.replace(/\/+$/, '')}/api/providers/vapi/events` : null;
}

/**
 * The `server` Switchboard gives its assistants, tools and inbound numbers at Vapi: the events URL and the
 * deployment's credential (registered the first time it is needed), so Vapi signs what it sends. Null without
 * PUBLIC_BASE_URL (or without Vapi): then nothing names a server, and Vapi uses the organization's server URL.
 */
export async function vapiServer(db: Database): Promise<VapiServerRef | null> {
  const url = vapiEventsUrl();
  if (!url || !config.VAPI_API_KEY) return null;
  const { credentialId } = await ensureDeploymentCredential(db);
  return { url, credentialId };
}

/** The error a client gets when Vapi refused or did not answer: `provider_unavailable`, with Vapi's words. */
function unavailable(failure: VapiFailure, what: string): AppError {
  return failure.kind === 'unreachable'
    ? new AppError('provider_unavailable', `The voice provider could not be reached to ${what}; nothing was saved. Try again.`)
    : new AppError('provider_unavailable', `The voice provider refused to ${what} (${describeVapiFailure(failure)}); nothing was saved.`);
}

/**
 * Creates an assistant at Vapi (`POST /assistant`) and answers its id. The caller records it as the account's
 * in the transaction that writes the agent.
 */
async function createAssistant(accountId: number, body: Vapi.CreateAssistantDto): Promise<string> {
  let made: Vapi.Assistant;
  try {
    made = await vapiClient().assistants.create(body);
  } catch (err) {
    const failure = vapiFailureOf(err);
    logger.warn('vapi refused the assistant', { account_id: accountId, failure });
    throw unavailable(failure, 'create the assistant');
  }
  if (typeof made?.id !== 'string' || !made.id) {
    logger.warn('vapi answered an assistant without id', { account_id: accountId });
    throw new AppError('provider_unavailable', 'The voice provider answered without an assistant id; nothing was saved. Try again.');
  }
  return made.id;
}

/** Sends changed assistant fields to Vapi (`PATCH /assistant/{id}`); a refusal or no answer is `provider_unavailable`. */
export async function updateAssistant(accountId: number, assistantId: string, changes: Omit<Vapi.UpdateAssistantDto, 'id'>): Promise<void> {
  try {
    await vapiClient().assistants.update({ ...changes, id: assistantId });
  } catch (err) {
    const failure = vapiFailureOf(err);
    logger.warn('vapi refused the assistant update', { account_id: accountId, assistant_id: assistantId, failure });
    throw unavailable(failure, 'update the assistant');
  }
}

/** Removes an assistant this app just created at Vapi but could not record (best effort: a failure is only logged). */
async function discardAssistant(accountId: number, assistantId: string): Promise<void> {
  try {
    await vapiClient().assistants.delete({ id: assistantId });
  } catch (err) {
    logger.warn('vapi kept an assistant it was asked to discard', { account_id: accountId, assistant_id: assistantId, failure: vapiFailureOf(err) });
  }
}

/**
 * Points a number at this deployment (`PATCH /phone-number/{id}` with `server`: the events URL and the
 * deployment's credential), so the `assistant-request` of a call to it reaches Switchboard, which answers with the
 * number's inbound agent. Vapi's update names the number's provider, read first (`GET /phone-number/{id}`).
 * Without PUBLIC_BASE_URL nothing is sent and false is answered. A refusal or no answer is `provider_unavailable`.
 * `known`: the server when the caller has it already (vapiServer), so nothing is read from the database here.
 */
export async function serveInboundNumber(db: Database, phoneNumberId: string, known?: VapiServerRef | null): Promise<boolean> {
  const server = known === undefined ? await vapiServer(db) : known;
  if (!server) return false;
  const client = vapiClient();
  try {
    const number = await client.phoneNumbers.get({ id: phoneNumberId });
    // The server key is common to every provider's update DTO; Pick fails tsc if Vapi renames it in one of them.
    const body: Pick<Vapi.UpdatePhoneNumbersRequestBody, 'provider' | 'server'> = { provider: number.provider, server };
    await client.phoneNumbers.update({ id: phoneNumberId, body: body as Vapi.UpdatePhoneNumbersRequestBody });
  } catch (err) {
    const failure = vapiFailureOf(err);
    logger.warn('vapi refused the phone number update', { phone_number_id: phoneNumberId, failure });
    throw unavailable(failure, 'send the phone number\'s calls to this server');
  }
  return true;
}

/** Reads the assistant or number to import at Vapi (`GET /assistant/{id}`, `GET /phone-number/{id}`); a number is served here. */
async function importResource(db: Database, kind: ProviderResourceKind, providerId: string, unclaimed: () => Promise<void>): Promise<Record<string, string | null>> {
  await unclaimed();
  const client = vapiClient();
  try {
    await (kind === 'assistant' ? client.assistants.get({ id: providerId }) : client.phoneNumbers.get({ id: providerId }));
  } catch (err) {
    const failure = vapiFailureOf(err);
    if (failure.kind === 'unreachable') throw unavailable(failure, `read the ${kind.replace('_', ' ')}`);
    throw new AppError('not_found', `Vapi has no ${kind.replace('_', ' ')} ${providerId} (${describeVapiFailure(failure)}).`);
  }
  // An imported number answers its inbound calls through Switchboard (its agents may be inbound ones).
  if (kind !== 'phone_number') return {};
  const served = await serveInboundNumber(db, providerId);
  return { server_url: served ? vapiEventsUrl() : null };
}

/** Vapi's agents: an assistant each, sent whole on create and key by key (changedAssistantKeys) on an edit. */
export const vapiAgents: AgentProvisioning = {
  label: 'Vapi',
  ownsProviderIds: true,
  credentialSetting: 'VAPI_API_KEY',
  configured: () => Boolean(config.VAPI_API_KEY),
  connect(db) {
    // The server every request names, read once per connection (first need, or ready()).
    let server: Promise<VapiServerRef | null> | undefined;
    const serverOf = () => (server ??= vapiServer(db));
    const connection: AgentConnection = {
      async ready() {
        await serverOf();
        return connection;
      },
      async create(accountId, agent) {
        const id = await createAssistant(accountId, vapiAssistantBody(agent.config, agent.variables, await serverOf()));
        return { assistantId: id, llmId: null, resources: [{ kind: 'assistant', id }] };
      },
      async update(accountId, ids, before, after) {
        const known = await serverOf();
        const diff = changedAssistantKeys(
          vapiAssistantBody(before.config, before.variables, known),
          vapiAssistantBody(after.config, after.variables, known),
        );
        if (Object.keys(diff).length) await updateAssistant(accountId, ids.assistantId, diff);
      },
      discard: (accountId, made) => discardAssistant(accountId, made.assistantId),
      serveInboundNumber: async (phoneNumberId) => serveInboundNumber(db, phoneNumberId, await serverOf()),
    };
    return connection;
  },
  importResource,
};
