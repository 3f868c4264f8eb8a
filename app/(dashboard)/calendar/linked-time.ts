/** A connection older than this since its last good sync is behind: availability calls it stale (linked/window.ts). */
export const STALE_AFTER_SECONDS = 15 * 60;

/** How long ago a connection last synced, in words: "Synced 2 min ago", "Not synced yet". */
export function syncedAgo(lastSyncedAt: string | null, now: number): string {
  if (!lastSyncedAt) return 'Not synced yet';
  const seconds = Math.max(0, Math.round((now - Date.parse(lastSyncedAt)) / 1000));
  if (seconds < 60) return 'Synced just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Synced ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `Synced ${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `Synced ${days} days ago`;
}

/** Whether the last good sync is old enough that the free slots may be missing outside events. */
export const isBehind = (lastSyncedAt: string | null, now: number) =>
  !lastSyncedAt || now - Date.parse(lastSyncedAt) > STALE_AFTER_SECONDS * 1000;
