import type { Actor } from '../../../auth/actor';
import type { Database } from '../../../db/types';
import { AppError } from '../../../errors';
import { toIso } from '../../../lib/time';
import { openCredentials } from './credentials';
import { beginAuthorization } from './oauth';
import { getVisibleConnection } from './queries';
import { syncConnection } from './sync';
import { calendarProviderFor } from '../../providers/calendars';

/** POST /calendar/connections/{id}/sync: reads the connection now and answers how it went. */
export async function syncNow(db: Database, actor: Actor, id: number, opts: { now?: Date } = {}) {
  const row = await getVisibleConnection(db, actor, id);
  if (row.status === 'pending_authorization' || row.status === 'needs_reauth') {
    throw new AppError('calendar_connection_not_active', `The connection is ${row.status}: ${row.status === 'needs_reauth' ? 'reconnect it' : 'finish the authorization'} first.`);
  }
  const result = await syncConnection(db, row.id, opts);
  const after = await getVisibleConnection(db, actor, id);
  return {
    id: after.id,
    status: after.status,
    last_synced_at: toIso(after.lastSyncedAt),
    last_error: after.lastError,
    message: result.synced ? `Synced ${result.calendars} calendar(s), ${result.events} event(s) read.` : result.message,
  };
}

/** POST /calendar/connections/{id}/reconnect: a new OAuth grant for a connection whose grant died (its toggles kept). */
export async function reconnect(db: Database, actor: Actor, id: number, opts: { now?: Date } = {}) {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await getVisibleConnection(tx, actor, id, { forUpdate: true });
    const driver = calendarProviderFor(row.provider);
    const madeWithToken = row.secret !== null && openCredentials(row).kind !== 'oauth';
    if (!driver.oauth || !driver.configured() || madeWithToken) {
      throw new AppError('calendar_provider_not_configured', `A ${row.provider} connection made with a password or token is reconnected by linking it again.`);
    }
    return { id: row.id, authorization_url: await beginAuthorization(tx, row, now) };
  });
}
