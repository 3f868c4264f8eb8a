import { and, asc, eq, ne } from 'drizzle-orm';
import type { Actor } from '../../../auth/actor';
import { calendarConnections, linkedCalendars } from '../../../db/schema';
import type { Database, DbOrTx } from '../../../db/types';
import { AppError, parseInput } from '../../../errors';
import { logger } from '../../../logger';
import type { CalendarCredentials } from '../../providers/calendar-port';
import { calendarProviderFor } from '../../providers/calendars';
import { guardedServerUrl } from './guard';
import { storableText } from './text';
import { openCredentials, sealCredentials } from './credentials';
import { toConnectionDto } from './dto';
import { beginAuthorization } from './oauth';
import { listOrRefuse, storeCalendars } from './link';
import { calendarsOf, getVisibleConnection, targetUser } from './queries';
import {
  createConnectionInput, listConnectionsQuery, patchConnectionInput,
  type ConnectionDto, type CreateConnectionInput, type CreatedConnectionDto, type ListConnectionsQuery, type PatchConnectionInput,
} from './schema';
import { enqueueSync } from './sync-jobs';

/** POST /calendar/connections: an OAuth grant to begin, or a CalDAV or HighLevel-token link checked and made now. */
export async function createConnection(db: Database, actor: Actor, input: CreateConnectionInput, opts: { now?: Date } = {}): Promise<CreatedConnectionDto> {
  const now = opts.now ?? new Date();
  const data = parseInput(createConnectionInput, input);
  const userId = await targetUser(db, actor, data.user_id);
  const driver = calendarProviderFor(data.provider);

  if (data.provider === 'caldav') {
    if (!data.caldav) throw new AppError('missing_parameter', 'caldav { server_url, username, password } is required with provider caldav.');
    const url = await guardedServerUrl(data.caldav.server_url);
    const credentials: CalendarCredentials = { kind: 'password', serverUrl: url, username: data.caldav.username, password: data.caldav.password };
    return linkNow(db, actor.accountId, userId, 'caldav', credentials, null, now);
  }
  if (data.provider === 'gohighlevel' && data.gohighlevel?.token) {
    const credentials: CalendarCredentials = { kind: 'token', token: data.gohighlevel.token, locationId: data.gohighlevel.location_id };
    return linkNow(db, actor.accountId, userId, 'gohighlevel', credentials, data.gohighlevel.location_id, now);
  }
  if (!driver.oauth || !driver.configured()) {
    throw new AppError('calendar_provider_not_configured', `This server has no OAuth client for ${data.provider}: set its client id and secret (docs/calendars.md).`);
  }
  if (data.provider === 'gohighlevel' && !data.gohighlevel?.location_id) {
    throw new AppError('missing_parameter', 'gohighlevel { location_id } is required with provider gohighlevel.');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(calendarConnections).values({
      accountId: actor.accountId, userId, provider: data.provider, status: 'pending_authorization',
      locationId: data.gohighlevel?.location_id ?? null,
    }).returning();
    const authorizationUrl = await beginAuthorization(tx, row, now);
    return { ...toConnectionDto(row, [], now), authorization_url: authorizationUrl };
  });
}

/** Lists the calendars with the credentials given, and links them only if the provider accepted them. */
async function linkNow(
  db: Database, accountId: number, userId: number, provider: 'caldav' | 'gohighlevel', credentials: CalendarCredentials,
  locationId: string | null, now: Date,
): Promise<CreatedConnectionDto> {
  const listed = await listOrRefuse(provider, credentials);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(calendarConnections).values({
      accountId, userId, provider, status: 'active', accountLabel: storableText(listed.accountLabel, 500), secret: sealCredentials(credentials), locationId,
    }).returning();
    const calendars = await storeCalendars(tx, row, listed.calendars);
    await enqueueSync(tx, row.id, now);
    return toConnectionDto(row, calendars, now);
  });
}

/** GET /calendar/connections: the key's user's, or (owners and admins) another user's. */
export async function listConnections(db: DbOrTx, actor: Actor, query: ListConnectionsQuery = {}, opts: { now?: Date } = {}): Promise<{ connections: ConnectionDto[] }> {
  const q = parseInput(listConnectionsQuery, query);
  const userId = await targetUser(db, actor, q.user_id);
  const rows = await db.select().from(calendarConnections)
    .where(and(eq(calendarConnections.accountId, actor.accountId), eq(calendarConnections.userId, userId)))
    .orderBy(asc(calendarConnections.id));
  const cals = await calendarsOf(db, rows.map((r) => r.id));
  const now = opts.now ?? new Date();
  return { connections: rows.map((r) => toConnectionDto(r, cals.get(r.id)!, now)) };
}

export async function getConnection(db: DbOrTx, actor: Actor, id: number, opts: { now?: Date } = {}): Promise<ConnectionDto> {
  const row = await getVisibleConnection(db, actor, id);
  const cals = await calendarsOf(db, [row.id]);
  return toConnectionDto(row, cals.get(row.id)!, opts.now ?? new Date());
}

/** PATCH /calendar/connections/{id}: each calendar's busy-source and write-target toggles. */
export async function patchConnection(db: Database, actor: Actor, id: number, input: PatchConnectionInput, opts: { now?: Date } = {}): Promise<ConnectionDto> {
  const data = parseInput(patchConnectionInput, input);
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await getVisibleConnection(tx, actor, id, { forUpdate: true });
    const current = (await calendarsOf(tx, [row.id])).get(row.id)!;
    const byId = new Map(current.map((c) => [c.id, c]));
    const details = data.calendars.flatMap((c, i) => (byId.has(c.id) ? [] : [{ path: `calendars.${i}.id`, message: `is not a calendar of connection ${row.id}` }]));
    if (details.length) throw new AppError('validation_error', 'A calendar id does not belong to this connection.', { details });
    if (data.calendars.filter((c) => c.write_target === true).length > 1) {
      throw new AppError('validation_error', 'At most one calendar can be the write target.', { details: [{ path: 'calendars', message: 'sets write_target on more than one calendar' }] });
    }
    for (const c of data.calendars) {
      if (c.write_target === true) {
        // One write target per person: the others give it up first (the unique index would refuse two).
        await tx.update(linkedCalendars).set({ writeTarget: false })
          .where(and(eq(linkedCalendars.userId, row.userId), eq(linkedCalendars.writeTarget, true), ne(linkedCalendars.id, c.id)));
      }
    }
    for (const c of data.calendars) {
      const set = { ...(c.busy_source !== undefined && { busySource: c.busy_source }), ...(c.write_target !== undefined && { writeTarget: c.write_target }) };
      if (Object.keys(set).length) await tx.update(linkedCalendars).set(set).where(eq(linkedCalendars.id, c.id));
    }
    await tx.update(calendarConnections).set({ updatedAt: now }).where(eq(calendarConnections.id, row.id));
    return toConnectionDto(row, (await calendarsOf(tx, [row.id])).get(row.id)!, now);
  });
}

/**
 * DELETE /calendar/connections/{id}: stops its push channels and revokes the grant where the provider can (both
 * best effort: the link is gone either way), then forgets it with its cache. Its person's slots stop being blocked.
 */
export async function deleteConnection(db: Database, actor: Actor, id: number): Promise<{ id: number; deleted: true; message: string }> {
  const row = await getVisibleConnection(db, actor, id);
  const cals = (await calendarsOf(db, [row.id])).get(row.id)!;
  if (row.secret) {
    const driver = calendarProviderFor(row.provider);
    try {
      const credentials = openCredentials(row);
      for (const c of cals) {
        if (c.channelId && c.channelExpiresAt && driver.push) {
          await driver.push.stop(credentials, { channelId: c.channelId, resourceId: c.channelResourceId, expiresAt: c.channelExpiresAt });
        }
      }
      await driver.oauth?.revoke?.(credentials);
    } catch (err) {
      logger.warn('calendar connection cleanup at the provider failed', { connection_id: row.id, provider: row.provider, error: err instanceof Error ? err.message : String(err) });
    }
  }
  await db.delete(calendarConnections).where(eq(calendarConnections.id, row.id));
  return { id: row.id, deleted: true, message: 'Calendar connection deleted.' };
}
