import { and, eq } from 'drizzle-orm';
import { config } from '../../config';
import { providerResources, voiceProviders, type ProviderResourceKind, type VoiceProviderName } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { AppError, validationError } from '../../errors';
import { providerFor } from '../providers';

/**
 * The provider resources an account owns (`provider_resources`): what was made at its provider for one of its
 * agents, or imported by the operator. The provider's driver makes and reads them (agent-port.ts); this records them
 * and checks that an agent names only its own account's.
 */

/** Whether provider ids typed on an agent must be the account's own: with a real provider, whose ids are shared. */
export const providerIdsAreOwned = (provider: VoiceProviderName) => providerFor(provider).agents.ownsProviderIds;

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

/** Whether an assistant id is one of the account's own at the provider (created for it or imported). */
export const ownsAssistant = (db: DbOrTx, accountId: number, provider: VoiceProviderName, assistantId: string) =>
  ownedBy(db, accountId, provider, 'assistant', assistantId);

/** Records provider resources made for the account (an assistant; with Retell also its LLM), in the agent's transaction. */
export async function recordProviderResources(db: DbOrTx, accountId: number, provider: VoiceProviderName, made: { kind: ProviderResourceKind; id: string }[]): Promise<void> {
  if (!made.length) return;
  await db.insert(providerResources).values(made.map((m) => ({ accountId, provider, kind: m.kind, providerId: m.id })));
}

/** A provider id belongs to one account at most: `usage` naming the account that holds it already. */
async function assertUnclaimed(db: DbOrTx, provider: VoiceProviderName, kind: ProviderResourceKind, providerId: string): Promise<void> {
  const [claimed] = await db
    .select({ accountId: providerResources.accountId })
    .from(providerResources)
    .where(and(eq(providerResources.provider, provider), eq(providerResources.kind, kind), eq(providerResources.providerId, providerId)));
  if (claimed) throw new AppError('usage', `That ${kind.replace('_', ' ')} already belongs to account ${claimed.accountId}.`);
}

/**
 * The operator imports an assistant or phone number that exists at the provider into one account (CLI). An id
 * already belonging to an account is refused: it can belong to one only. The provider reads it (a number's calls are
 * then pointed here), and it is recorded as the account's.
 */
export async function importProviderResource(
  db: Database, accountId: number, kind: ProviderResourceKind, providerId: string, provider: VoiceProviderName = config.VOICE_PROVIDER,
) {
  const provisioning = providerFor(provider).agents;
  if (!provisioning.ownsProviderIds) {
    const importable = voiceProviders.filter(providerIdsAreOwned).join(' or ');
    throw new AppError('usage', `Importing provider resources needs --provider ${importable} (or VOICE_PROVIDER set to one).`);
  }
  const found = await provisioning.importResource(db, kind, providerId, () => assertUnclaimed(db, provider, kind, providerId));
  await db.insert(providerResources).values({ accountId, provider, kind, providerId });
  return { account_id: accountId, kind, provider_id: providerId, ...found };
}
