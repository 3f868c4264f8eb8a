import { eq } from 'drizzle-orm';
import { openSecret, sealSecret } from '../../db/encryption';
import { crmConnections } from '../../db/schema';
import type { Database } from '../../db/types';
import { AppError } from '../../errors';
import { CrmAuthError, type CrmCredentials } from '../providers/crm-port';
import { crmProviderFor } from '../providers/crms';
import type { CrmConnectionRow } from './dto';

/** An access token is refreshed this long before it expires, so no request goes out with a dying one. */
const REFRESH_AHEAD_MS = 5 * 60_000;

export const sealCrmCredentials = (c: CrmCredentials) => sealSecret(JSON.stringify(c));

export function openCrmCredentials(c: Pick<CrmConnectionRow, 'secret'>): CrmCredentials {
  if (!c.secret) throw new AppError('crm_connection_not_active', 'The CRM connection has no grant yet: finish the authorization first.');
  return JSON.parse(openSecret(c.secret)) as CrmCredentials;
}

const dueForRefresh = (c: CrmCredentials, now: Date) =>
  c.kind === 'oauth' && c.expiresAt !== null && Date.parse(c.expiresAt) - now.getTime() < REFRESH_AHEAD_MS;

/**
 * The connection's credentials, refreshed first when the access token is about to expire, under the connection's
 * row lock so that two processes never spend one refresh token twice (both CRMs rotate it). A refused refresh
 * throws CrmAuthError, which the caller records as `needs_reauth`.
 */
export async function freshCrmCredentials(db: Database, connection: CrmConnectionRow, now: Date): Promise<CrmCredentials> {
  const current = openCrmCredentials(connection);
  const oauth = crmProviderFor(connection.provider).oauth;
  if (!dueForRefresh(current, now) || !oauth) return current;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(crmConnections).where(eq(crmConnections.id, connection.id)).for('update');
    if (!row) throw new CrmAuthError('The connection was deleted.');
    const latest = openCrmCredentials(row);
    if (!dueForRefresh(latest, now)) return latest;
    const refreshed = await oauth.refresh(latest);
    const kept: CrmCredentials = refreshed.kind === 'oauth' && !refreshed.locationId && latest.locationId ? { ...refreshed, locationId: latest.locationId } : refreshed;
    await tx.update(crmConnections).set({ secret: sealCrmCredentials(kept), updatedAt: now }).where(eq(crmConnections.id, row.id));
    return kept;
  });
}
