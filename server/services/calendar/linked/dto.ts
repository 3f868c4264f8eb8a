import type { calendarConnections, linkedCalendars } from '../../../db/schema';
import { toIso } from '../../../lib/time';
import type { ConnectionDto } from './schema';

export type ConnectionRow = typeof calendarConnections.$inferSelect;
export type LinkedCalendarRow = typeof linkedCalendars.$inferSelect;

/** A connection as the API shows it: never its credentials or channel tokens. */
export function toConnectionDto(c: ConnectionRow, calendars: LinkedCalendarRow[], now: Date): ConnectionDto {
  const channels = calendars.map((cal) => cal.channelExpiresAt).filter((d): d is Date => d !== null);
  const earliest = channels.length ? new Date(Math.min(...channels.map((d) => d.getTime()))) : null;
  return {
    id: c.id,
    provider: c.provider,
    user_id: c.userId,
    account_label: c.accountLabel,
    status: c.status,
    calendars: calendars
      .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.name.localeCompare(b.name) || a.id - b.id)
      .map((cal) => ({
        id: cal.id,
        external_id: cal.externalId,
        name: cal.name,
        time_zone: cal.timeZone,
        primary: cal.isPrimary,
        busy_source: cal.busySource,
        write_target: cal.writeTarget,
      })),
    // HighLevel's webhooks come from its app's settings, not a channel of ours: the 5-minute poll is what is promised.
    push: { mode: earliest ? 'webhook' : 'poll', expires_at: toIso(earliest) },
    last_synced_at: toIso(c.lastSyncedAt),
    lag_seconds: c.lastSyncedAt ? Math.max(0, Math.round((now.getTime() - c.lastSyncedAt.getTime()) / 1000)) : null,
    last_error: c.lastError,
    created_at: toIso(c.createdAt),
  };
}
