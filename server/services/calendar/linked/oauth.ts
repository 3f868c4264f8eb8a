import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { publicBaseUrl } from '../../../config';
import { openSecret, sealSecret } from '../../../db/encryption';
import { calendarConnections, calendarOauthStates, type CalendarProviderKey } from '../../../db/schema';
import type { Database, DbOrTx } from '../../../db/types';
import { AppError } from '../../../errors';
import { logger } from '../../../logger';
import { CalendarRequestError, type CalendarCredentials } from '../../providers/calendar-port';
import { calendarProviderFor } from '../../providers/calendars';
import { listOrRefuse, storeCalendars } from './link';
import { sealCredentials } from './credentials';
import type { ConnectionRow } from './dto';
import { recordNewGrant } from './health';
import { enqueueSync } from './sync-jobs';
import { storableText } from './text';

/** How long a person has to grant access once the link is begun. */
const STATE_TTL_MS = 10 * 60_000;

const base64url = (b: Buffer) => b.toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Where each provider returns the person (the public callback route). */
export const callbackUrl = (provider: CalendarProviderKey) => `${publicBaseUrl()}/api/integrations/${provider}/callback`;

/**
 * Begins an OAuth grant for a connection (new, or one to reconnect): a single-use state bound to the account, the
 * user and the connection (only its hash is stored), and a PKCE verifier (sealed) whose S256 challenge goes out.
 */
export async function beginAuthorization(tx: DbOrTx, connection: ConnectionRow, now: Date): Promise<string> {
  const driver = calendarProviderFor(connection.provider);
  const state = base64url(randomBytes(32));
  const verifier = base64url(randomBytes(48));
  let url: string;
  try {
    url = driver.oauth!.authorizationUrl({ state, codeChallenge: base64url(sha256(verifier)), redirectUri: callbackUrl(connection.provider) });
  } catch (err) {
    // HighLevel is `configured` (a token links it) but its OAuth refuses to start without the app's client.
    if (err instanceof CalendarRequestError) throw new AppError('calendar_provider_not_configured', `This server cannot begin a ${connection.provider} OAuth grant: ${err.message}.`);
    throw err;
  }
  await tx.insert(calendarOauthStates).values({
    stateHash: sha256(state).toString('hex'),
    accountId: connection.accountId,
    userId: connection.userId,
    connectionId: connection.id,
    provider: connection.provider,
    secret: sealSecret(verifier),
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return url;
}

/** Why a return from the provider linked nothing, as the dashboard shows it. */
export type CallbackRefusal = 'oauth_state_invalid' | 'oauth_denied' | 'oauth_exchange_failed' | 'calendar_connection_failed';

export type CallbackOutcome = { ok: true; connectionId: number } | { ok: false; reason: CallbackRefusal; message: string };

/**
 * GET /api/integrations/{provider}/callback: the state is spent first (once, within ten minutes, for this
 * provider), then the code is traded with the stored verifier, the tokens sealed and the calendars read. A stale,
 * reused or foreign state writes nothing.
 */
export async function completeAuthorization(
  db: Database,
  provider: CalendarProviderKey,
  params: { code?: string | null; state?: string | null; error?: string | null },
  opts: { now?: Date } = {},
): Promise<CallbackOutcome> {
  const now = opts.now ?? new Date();
  if (!params.state || params.state.length > 200) return { ok: false, reason: 'oauth_state_invalid', message: 'The link has no valid state: start again from the Calendar page.' };
  const [spent] = await db.update(calendarOauthStates)
    .set({ usedAt: now })
    .where(and(
      eq(calendarOauthStates.stateHash, sha256(params.state).toString('hex')),
      eq(calendarOauthStates.provider, provider),
      isNull(calendarOauthStates.usedAt),
      gt(calendarOauthStates.expiresAt, now),
    ))
    .returning();
  if (!spent) return { ok: false, reason: 'oauth_state_invalid', message: 'This link has expired or was already used: start again from the Calendar page.' };
  if (params.error || !params.code) {
    return { ok: false, reason: 'oauth_denied', message: `The provider did not grant access${params.error ? ` (${params.error.slice(0, 100)})` : ''}.` };
  }
  const driver = calendarProviderFor(provider);
  let credentials: CalendarCredentials;
  try {
    credentials = await driver.oauth!.exchange({ code: params.code, codeVerifier: openSecret(spent.secret), redirectUri: callbackUrl(provider) });
  } catch (err) {
    logger.warn('calendar OAuth code exchange failed', { provider, connection_id: spent.connectionId, error: err instanceof Error ? err.message : String(err) });
    return { ok: false, reason: 'oauth_exchange_failed', message: 'The provider refused to complete the grant: try linking again.' };
  }
  let listed;
  try {
    listed = await listOrRefuse(provider, credentials);
  } catch (err) {
    return { ok: false, reason: 'calendar_connection_failed', message: err instanceof Error ? err.message : String(err) };
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(calendarConnections)
      .where(and(eq(calendarConnections.id, spent.connectionId), eq(calendarConnections.accountId, spent.accountId))).for('update');
    if (!before) return { ok: false, reason: 'oauth_state_invalid', message: 'The connection was deleted while the grant was under way.' } as const;
    const locationId = credentials.kind === 'oauth' ? credentials.locationId ?? before.locationId : before.locationId;
    const [after] = await tx.update(calendarConnections).set({
      status: 'active', secret: sealCredentials(credentials), accountLabel: storableText(listed.accountLabel, 500), locationId,
      consecutiveFailures: 0, lastError: null, nextSyncAt: now, updatedAt: now,
    }).where(eq(calendarConnections.id, before.id)).returning();
    await storeCalendars(tx, after, listed.calendars);
    await recordNewGrant(tx, before, after, now);
    await enqueueSync(tx, after.id, now);
    return { ok: true, connectionId: after.id } as const;
  });
}
