import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { openSecret } from '../../db/encryption';
import { crmConnections, type CrmProviderKey } from '../../db/schema';
import type { Database } from '../../db/types';
import { logger } from '../../logger';
import { enqueueJob } from '../../outbox/jobs';
import type { CrmCredentials } from '../providers/crm-port';
import { crmProviderFor } from '../providers/crms';
import { crmCallbackUrl } from './connections';
import { sealCrmCredentials } from './credentials';
import { crmImportKind } from './job-kinds';

export type CrmCallbackOutcome = { ok: true; connectionId: number } | { ok: false; reason: 'oauth_state_invalid' | 'oauth_denied' | 'oauth_exchange_failed'; message: string };

const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * GET /api/integrations/crm/{provider}/callback: the single-use state is spent first (once, within ten minutes, for
 * this CRM), then the code traded with the sealed verifier; the grant is sealed, the connection `active` and its first
 * import queued in one transaction. A stale, reused or foreign state writes nothing.
 */
export async function completeCrmAuthorization(
  db: Database, provider: CrmProviderKey, params: { code?: string | null; state?: string | null; error?: string | null }, now = new Date(),
): Promise<CrmCallbackOutcome> {
  if (!params.state || params.state.length > 200) return { ok: false, reason: 'oauth_state_invalid', message: 'The link has no valid state: start again from the Integrations page.' };
  const [spent] = await db.update(crmConnections).set({ oauthStateHash: null, updatedAt: now })
    .where(and(eq(crmConnections.oauthStateHash, sha256hex(params.state)), eq(crmConnections.provider, provider), gt(crmConnections.oauthExpiresAt, now)))
    .returning();
  if (!spent) return { ok: false, reason: 'oauth_state_invalid', message: 'This link has expired or was already used: start again from the Integrations page.' };
  if (params.error || !params.code) return { ok: false, reason: 'oauth_denied', message: 'The CRM did not grant access.' };
  let credentials: CrmCredentials;
  try {
    credentials = await crmProviderFor(provider).oauth!.exchange({ code: params.code, codeVerifier: openSecret(spent.oauthVerifier!), redirectUri: crmCallbackUrl(provider) });
  } catch (err) {
    logger.warn('CRM OAuth code exchange failed', { provider, connection_id: spent.id, error: err instanceof Error ? err.message : String(err) });
    return { ok: false, reason: 'oauth_exchange_failed', message: 'The CRM refused to complete the grant: try connecting again.' };
  }
  if (credentials.kind === 'oauth' && !credentials.locationId && spent.locationId) credentials = { ...credentials, locationId: spent.locationId };
  return db.transaction(async (tx) => {
    await tx.update(crmConnections).set({
      status: 'active', secret: sealCrmCredentials(credentials), oauthVerifier: null, oauthExpiresAt: null, lastError: null, consecutiveFailures: 0, updatedAt: now,
      ...(credentials.kind === 'oauth' && credentials.locationId && { locationId: credentials.locationId }),
    }).where(eq(crmConnections.id, spent.id));
    await enqueueJob(tx, crmImportKind, { connection_id: spent.id }, { runAt: now });
    return { ok: true, connectionId: spent.id } as const;
  });
}
