import { validationError } from '../../errors';

const MAX_START_AHEAD_MS = 30 * 86_400_000;

/** A campaign body's start_at as a moment (null: at once); at most 30 days ahead (400 validation_error otherwise). */
export function startAtOf(data: { start_at?: string | null }, now: Date): Date | null {
  const startAt = data.start_at ? new Date(data.start_at) : null;
  if (startAt && startAt.getTime() > now.getTime() + MAX_START_AHEAD_MS) {
    throw validationError([{ path: 'start_at', message: 'must be at most 30 days ahead' }]);
  }
  return startAt;
}
