import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { listCalls } from './read';
import { callStatsInput, type CallStatsInput } from './schema';

const DAY_MS = 86_400_000;
/** The overview reads at most this many calls of the period (100 per page). */
const MAX_STAT_PAGES = 50;

export interface DayStat {
  date: string;
  calls: number;
  minutes: number;
}

export interface CallStats {
  /** Every day of the period, oldest first, zeros included. */
  days: DayStat[];
  total_calls: number;
  total_minutes: number;
  /** The period had more calls than the overview reads; the sums cover the newest of them. */
  truncated: boolean;
}

/**
 * Calls and talk minutes per UTC day over the last `days` days, oldest first, summed from the same call
 * list the Calls page shows (and so with the same visibility).
 */
export async function callStats(db: DbOrTx, actor: Actor, input: CallStatsInput = {}, now = new Date()): Promise<CallStats> {
  const { days } = parseOrThrow(callStatsInput, input);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const first = new Date(now.getTime() - (days - 1) * DAY_MS);
  const byDay = new Map<string, DayStat>();
  for (let i = 0; i < days; i++) {
    const date = day(new Date(first.getTime() + i * DAY_MS));
    byDay.set(date, { date, calls: 0, minutes: 0 });
  }
  let truncated = false;
  for (let page = 1; ; page++) {
    const list = await listCalls(db, actor, { start_date: day(first), end_date: day(now), page, limit: 100 });
    for (const c of list.calls) {
      const stat = byDay.get(c.created_at.slice(0, 10));
      if (!stat) continue;
      stat.calls += 1;
      stat.minutes += (c.duration_seconds ?? 0) / 60;
    }
    if (page >= list.pages) break;
    if (page >= MAX_STAT_PAGES) {
      truncated = true;
      break;
    }
  }
  const series = [...byDay.values()].map((s) => ({ ...s, minutes: Math.round(s.minutes * 10) / 10 }));
  return {
    days: series,
    total_calls: series.reduce((n, s) => n + s.calls, 0),
    total_minutes: Math.round(series.reduce((n, s) => n + s.minutes, 0) * 10) / 10,
    truncated,
  };
}
