import type { z } from 'zod';
import { ApiError } from '../../http/errors';
import { zodDetails } from '../../http/zod-errors';
import { addDays, daysBetween, todayIn } from './dates';

/** Parses a query object, answering 400 with the endpoint's own code (`invalid_parameter`, ...). */
export function parseQueryWith<S extends z.ZodType>(schema: S, input: unknown, code: string): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const details = zodDetails(parsed.error);
  const first = details[0];
  throw new ApiError(400, code, first ? `${first.path}: ${first.message}` : 'Invalid query parameters.', details);
}

/**
 * Resolves the start_date/end_date pair of a query: defaults (today in the zone, then `defaultSpan` days
 * later), end not before start, and at most `maxSpan` days between them.
 */
export function resolveDateRange(
  q: { start_date?: string; end_date?: string },
  zone: string,
  now: Date,
  opts: { defaultSpan: number; maxSpan: number; code: string },
): { startDate: string; endDate: string } {
  const startDate = q.start_date ?? todayIn(zone, now);
  const endDate = q.end_date ?? addDays(startDate, opts.defaultSpan);
  const span = daysBetween(startDate, endDate);
  if (span < 0) throw new ApiError(400, opts.code, 'end_date must not be before start_date.');
  if (span > opts.maxSpan) throw new ApiError(400, opts.code, `The date range may span at most ${opts.maxSpan} days.`);
  return { startDate, endDate };
}
