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

export interface AssistantFields {
  name: string;
  firstMessage: string;
  instructions: string;
  model: string;
  voiceId: string;
}

/** Creates an assistant at Vapi (`POST /assistant`) for the account and records it as the account's; answers its id. */
export async function createProviderAssistant(db: DbOrTx, accountId: number, a: AssistantFields): Promise<string> {
  let res: Response;
  try {
    res = await vapi('/assistant', {
      method: 'POST',
      body: JSON.stringify({
        name: a.name.slice(0, 40),
        firstMessage: a.firstMessage || undefined,
        model: { provider: 'openai', model: a.model, messages: a.instructions ? [{ role: 'system', content: a.instructions }] : [] },
        voice: { provider: 'openai', voiceId: a.voiceId },
      }),
    });
  } catch (err) {
    logger.warn('vapi assistant request failed', { account_id: accountId, err });
    throw new AppError('provider_unavailable', 'The voice provider could not be reached to create the assistant; try again.');
  }
  const data = (await res.json().catch(() => null)) as { id?: unknown } | null;
  if (!res.ok || typeof data?.id !== 'string') {
    logger.warn('vapi refused the assistant', { account_id: accountId, status: res.status });
    throw new AppError('provider_unavailable', 'The voice provider refused to create the assistant.');
  }
  await db.insert(providerResources).values({ accountId, provider: 'vapi', kind: 'assistant', providerId: data.id });
  return data.id;
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
