import type { z } from 'zod';
import { AppError, firstProblem, zodDetails, type ErrorCode } from '../../errors';
import { addDays, daysBetween, todayIn } from './dates';

/** Parses a query object, answering 400 with the endpoint's own code (`invalid_parameter`, ...). */
export function parseQueryWith<S extends z.ZodType>(schema: S, input: unknown, code: ErrorCode): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const details = zodDetails(parsed.error);
  throw new AppError(code, firstProblem(details), { details });
}

/**
 * Resolves the start_date/end_date pair of a query: defaults (today in the zone, then `defaultSpan` days
 * later), end not before start, and at most `maxSpan` days between them.
 */
export function resolveDateRange(
  q: { start_date?: string; end_date?: string },
  zone: string,
  now: Date,
  opts: { defaultSpan: number; maxSpan: number; code: ErrorCode },
): { startDate: string; endDate: string } {
  const startDate = q.start_date ?? todayIn(zone, now);
  const endDate = q.end_date ?? addDays(startDate, opts.defaultSpan);
  const span = daysBetween(startDate, endDate);
  if (span < 0) throw new AppError(opts.code, 'end_date must not be before start_date.');
  if (span > opts.maxSpan) throw new AppError(opts.code, `The date range may span at most ${opts.maxSpan} days.`);
  return { startDate, endDate };
}
