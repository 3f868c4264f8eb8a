import type { Vapi } from '@vapi-ai/server-sdk';
import { and, eq } from 'drizzle-orm';
import { config } from '../../config';
import { providerResources, type ProviderResourceKind, type VoiceProviderName } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { AppError, validationError } from '../../errors';
import { logger } from '../../logger';
import { describeVapiFailure, vapiClient, vapiFailureOf, type VapiFailure } from '../providers/vapi/client';
import { ensureDeploymentCredential, type VapiServerRef } from '../providers/vapi/credential';
import { importRetellResource } from '../providers/retell/resources';

/** Whether provider ids typed on an agent must be the account's own: with a real provider, whose ids are shared. */
export const providerIdsAreOwned = (provider: VoiceProviderName) => provider !== 'simulator';

async function ownedBy(db: DbOrTx, accountId: number, provider: VoiceProviderName, kind: ProviderResourceKind, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providerResources.id })
    .from(providerResources)
    .where(and(eq(providerResources.accountId, accountId), eq(providerResources.provider, provider), eq(providerResources.kind, kind), eq(providerResources.providerId, providerId)));
  return Boolean(row);
}

/**
 * An agent's provider ids must be resources of its own account at the agent's provider (created for it, or imported
 * by the operator). A missing id and another tenant's id get the same answer, so the answer confirms nothing about
 * other tenants.
 */
export async function assertOwnedProviderIds(
  db: DbOrTx, accountId: number, provider: VoiceProviderName, ids: { assistantId?: string | null; phoneNumberId?: string | null },
) {
  if (!providerIdsAreOwned(provider)) return;
  const problems: { path: string; message: string }[] = [];
  if (ids.assistantId && !(await ownedBy(db, accountId, provider, 'assistant', ids.assistantId))) {
    problems.push({ path: 'assistant_id', message: "is not one of this account's assistants; leave it out and one is created" });
  }
  if (ids.phoneNumberId && !(await ownedBy(db, accountId, provider, 'phone_number', ids.phoneNumberId))) {
    problems.push({ path: 'provider_phone_number_id', message: "is not one of this account's phone numbers; the operator imports numbers" });
  }
  if (problems.length) throw validationError(problems);
}

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

/** Whether an assistant id is one of the account's own at the provider (created for it or imported). */
export const ownsAssistant = (db: DbOrTx, accountId: number, provider: VoiceProviderName, assistantId: string) =>
  ownedBy(db, accountId, provider, 'assistant', assistantId);

/** The error a client gets when Vapi refused or did not answer: `provider_unavailable`, with Vapi's words. */
function unavailable(failure: VapiFailure, what: string): AppError {
  return failure.kind === 'unreachable'
    ? new AppError('provider_unavailable', `The voice provider could not be reached to ${what}; nothing was saved. Try again.`)
    : new AppError('provider_unavailable', `The voice provider refused to ${what} (${describeVapiFailure(failure)}); nothing was saved.`);
}

/**
 * Creates an assistant at Vapi (`POST /assistant`) and answers its id. The caller records it as the account's
 * (recordProviderAssistant) in the transaction that writes the agent.
 */
export async function createProviderAssistant(accountId: number, body: Vapi.CreateAssistantDto): Promise<string> {
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

/** Records provider resources made for the account (an assistant; with Retell also its LLM), in the agent's transaction. */
export async function recordProviderResources(db: DbOrTx, accountId: number, provider: VoiceProviderName, made: { kind: ProviderResourceKind; id: string }[]): Promise<void> {
  if (!made.length) return;
  await db.insert(providerResources).values(made.map((m) => ({ accountId, provider, kind: m.kind, providerId: m.id })));
}

/** Sends changed assistant fields to Vapi (`PATCH /assistant/{id}`); a refusal or no answer is `provider_unavailable`. */
export async function updateProviderAssistant(accountId: number, assistantId: string, changes: Omit<Vapi.UpdateAssistantDto, 'id'>): Promise<void> {
  try {
    await vapiClient().assistants.update({ ...changes, id: assistantId });
  } catch (err) {
    const failure = vapiFailureOf(err);
    logger.warn('vapi refused the assistant update', { account_id: accountId, assistant_id: assistantId, failure });
    throw unavailable(failure, 'update the assistant');
  }
}

/** Removes an assistant this app just created at Vapi but could not record (best effort: a failure is only logged). */
export async function discardProviderAssistant(accountId: number, assistantId: string): Promise<void> {
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

/**
 * The operator imports an assistant or phone number that exists at the provider into one account (CLI). An id
 * already belonging to an account is refused: it can belong to one only.
 */
export async function importProviderResource(
  db: Database, accountId: number, kind: ProviderResourceKind, providerId: string, provider: VoiceProviderName = config.VOICE_PROVIDER,
) {
  if (provider === 'retell') {
    if (!config.RETELL_API_KEY) throw new AppError('usage', 'Importing Retell resources needs RETELL_API_KEY.');
    return importRetellResource(db, accountId, kind, providerId);
  }
  if (provider !== 'vapi') throw new AppError('usage', 'Importing provider resources needs --provider vapi or retell (or VOICE_PROVIDER set to one).');
  const [claimed] = await db
    .select({ accountId: providerResources.accountId })
    .from(providerResources)
    .where(and(eq(providerResources.provider, 'vapi'), eq(providerResources.kind, kind), eq(providerResources.providerId, providerId)));
  if (claimed) throw new AppError('usage', `That ${kind.replace('_', ' ')} already belongs to account ${claimed.accountId}.`);
  const client = vapiClient();
  try {
    await (kind === 'assistant' ? client.assistants.get({ id: providerId }) : client.phoneNumbers.get({ id: providerId }));
  } catch (err) {
    const failure = vapiFailureOf(err);
    if (failure.kind === 'unreachable') throw unavailable(failure, `read the ${kind.replace('_', ' ')}`);
    throw new AppError('not_found', `Vapi has no ${kind.replace('_', ' ')} ${providerId} (${describeVapiFailure(failure)}).`);
  }
  // An imported number answers its inbound calls through Switchboard (its agents may be inbound ones).
  const served = kind === 'phone_number' ? await serveInboundNumber(db, providerId) : false;
  await db.insert(providerResources).values({ accountId, provider: 'vapi', kind, providerId });
  return { account_id: accountId, kind, provider_id: providerId, ...(kind === 'phone_number' && { server_url: served ? vapiEventsUrl() : null }) };
}
