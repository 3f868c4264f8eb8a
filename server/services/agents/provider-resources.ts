import { and, eq } from 'drizzle-orm';
import { config } from '../../config';
import { providerResources, type ProviderResourceKind } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, validationError } from '../../errors';
import { logger } from '../../logger';

const REQUEST_TIMEOUT_MS = 15_000;

/** Whether provider ids typed on an agent must be the account's own: with a real provider, whose ids are shared. */
export const providerIdsAreOwned = () => config.VOICE_PROVIDER === 'vapi';

const vapi = (path: string, init: RequestInit = {}) =>
  fetch(`${config.VAPI_BASE_URL.replace(/\/+$/, '')}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${config.VAPI_API_KEY ?? ''}`, 'content-type': 'application/json' },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    redirect: 'error',
  });

async function ownedBy(db: DbOrTx, accountId: number, kind: ProviderResourceKind, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providerResources.id })
    .from(providerResources)
    .where(and(eq(providerResources.accountId, accountId), eq(providerResources.provider, config.VOICE_PROVIDER), eq(providerResources.kind, kind), eq(providerResources.providerId, providerId)));
  return Boolean(row);
}

/**
 * An agent's provider ids must be resources of its own account (created for it, or imported by the operator). A
 * missing id and another tenant's id get the same answer, so the answer confirms nothing about other tenants.
 */
export async function assertOwnedProviderIds(db: DbOrTx, accountId: number, ids: { assistantId?: string | null; phoneNumberId?: string | null }) {
  if (!providerIdsAreOwned()) return;
  const problems: { path: string; message: string }[] = [];
  if (ids.assistantId && !(await ownedBy(db, accountId, 'assistant', ids.assistantId))) {
    problems.push({ path: 'assistant_id', message: "is not one of this account's assistants; leave it out and one is created" });
  }
  if (ids.phoneNumberId && !(await ownedBy(db, accountId, 'phone_number', ids.phoneNumberId))) {
    problems.push({ path: 'provider_phone_number_id', message: "is not one of this account's phone numbers; the operator imports numbers" });
  }
  if (problems.length) throw validationError(problems);
}

/** Where Vapi sends an agent's tool calls: this app's events endpoint at its public address (PUBLIC_BASE_URL). */
export function vapiEventsUrl(): string | null {
  return config.PUBLIC_BASE_URL ? `${config.PUBLIC_BASE_URL.replace(/\/+$/, '')}/api/providers/vapi/events` : null;
}

/** Whether an assistant id is one of the account's own at the provider (created for it or imported). */
export const ownsAssistant = (db: DbOrTx, accountId: number, assistantId: string) => ownedBy(db, accountId, 'assistant', assistantId);

/** Vapi's own words about a refusal, cut short, for the message of the error the client gets. */
async function refusalOf(res: Response): Promise<string> {
  const data = (await res.json().catch(() => null)) as { message?: unknown } | null;
  const message = Array.isArray(data?.message) ? data.message.join('; ') : typeof data?.message === 'string' ? data.message : '';
  return `${res.status}${message ? `: ${message.replaceAll('\u0000', '').slice(0, 300)}` : ''}`;
}

/**
 * Creates an assistant at Vapi (`POST /assistant`) and answers its id. The caller records it as the account's
 * (recordProviderAssistant) in the transaction that writes the agent.
 */
export async function createProviderAssistant(accountId: number, body: Record<string, unknown>): Promise<string> {
  let res: Response;
  try {
    res = await vapi('/assistant', { method: 'POST', body: JSON.stringify(body) });
  } catch (err) {
    logger.warn('vapi assistant request failed', { account_id: accountId, err });
    throw new AppError('provider_unavailable', 'The voice provider could not be reached to create the assistant; nothing was saved. Try again.');
  }
  if (!res.ok) {
    const why = await refusalOf(res);
    logger.warn('vapi refused the assistant', { account_id: accountId, status: res.status, why });
    throw new AppError('provider_unavailable', `The voice provider refused to create the assistant (${why}); nothing was saved.`);
  }
  const data = (await res.json().catch(() => null)) as { id?: unknown } | null;
  if (typeof data?.id !== 'string' || !data.id) {
    logger.warn('vapi answered an assistant without id', { account_id: accountId, status: res.status });
    throw new AppError('provider_unavailable', 'The voice provider answered without an assistant id; nothing was saved. Try again.');
  }
  return data.id;
}

export async function recordProviderAssistant(db: DbOrTx, accountId: number, assistantId: string): Promise<void> {
  await db.insert(providerResources).values({ accountId, provider: 'vapi', kind: 'assistant', providerId: assistantId });
}

/** Sends changed assistant fields to Vapi (`PATCH /assistant/{id}`); a refusal or no answer is `provider_unavailable`. */
export async function updateProviderAssistant(accountId: number, assistantId: string, changes: Record<string, unknown>): Promise<void> {
  let res: Response;
  try {
    res = await vapi(`/assistant/${encodeURIComponent(assistantId)}`, { method: 'PATCH', body: JSON.stringify(changes) });
  } catch (err) {
    logger.warn('vapi assistant update failed', { account_id: accountId, assistant_id: assistantId, err });
    throw new AppError('provider_unavailable', 'The voice provider could not be reached to update the assistant; nothing was saved. Try again.');
  }
  if (!res.ok) {
    const why = await refusalOf(res);
    logger.warn('vapi refused the assistant update', { account_id: accountId, assistant_id: assistantId, status: res.status, why });
    throw new AppError('provider_unavailable', `The voice provider refused to update the assistant (${why}); nothing was saved.`);
  }
}

/** Removes an assistant this app just created at Vapi but could not record (best effort: a failure is only logged). */
export async function discardProviderAssistant(accountId: number, assistantId: string): Promise<void> {
  try {
    const res = await vapi(`/assistant/${encodeURIComponent(assistantId)}`, { method: 'DELETE' });
    if (!res.ok) logger.warn('vapi kept an assistant it was asked to discard', { account_id: accountId, assistant_id: assistantId, status: res.status });
  } catch (err) {
    logger.warn('vapi assistant discard failed', { account_id: accountId, assistant_id: assistantId, err });
  }
}

/**
 * The operator imports an assistant or phone number that exists at the provider into one account (CLI). An id
 * already belonging to an account is refused: it can belong to one only.
 */
export async function importProviderResource(db: DbOrTx, accountId: number, kind: ProviderResourceKind, providerId: string) {
  if (config.VOICE_PROVIDER !== 'vapi') throw new AppError('usage', 'Importing provider resources needs VOICE_PROVIDER=vapi.');
  const [claimed] = await db
    .select({ accountId: providerResources.accountId })
    .from(providerResources)
    .where(and(eq(providerResources.provider, 'vapi'), eq(providerResources.kind, kind), eq(providerResources.providerId, providerId)));
  if (claimed) throw new AppError('usage', `That ${kind.replace('_', ' ')} already belongs to account ${claimed.accountId}.`);
  const res = await vapi(`/${kind === 'assistant' ? 'assistant' : 'phone-number'}/${encodeURIComponent(providerId)}`);
  if (!res.ok) throw new AppError('not_found', `Vapi has no ${kind.replace('_', ' ')} ${providerId} (status ${res.status}).`);
  await db.insert(providerResources).values({ accountId, provider: 'vapi', kind, providerId });
  return { account_id: accountId, kind, provider_id: providerId };
}
