import type { crmConnections } from '../../db/schema';
import { toIso } from '../../lib/time';
import type { CrmConnectionDto } from './schema';

export type CrmConnectionRow = typeof crmConnections.$inferSelect;

/** A connection as the API shows it: never its credentials or OAuth state. */
export function toCrmConnectionDto(c: CrmConnectionRow): CrmConnectionDto {
  return {
    id: c.id,
    provider: c.provider,
    status: c.status,
    direction: c.direction,
    field_map: c.fieldMap,
    last_synced_at: toIso(c.lastSyncedAt),
    last_error: c.lastError,
    counts: { imported: c.importedCount, updated: c.updatedCount, pushed: c.pushedCount, failed: c.failedCount },
    import_done: c.importDone,
    created_at: toIso(c.createdAt)!,
  };
}
