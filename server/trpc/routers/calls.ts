import { z } from 'zod';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/types';
import { addDoNotCallInput, initiateCallInput, listCallsInput, pageInput } from '../../services/calls/schema';
import { addDoNotCall, getCall, initiateCall, listCalls, listDoNotCall, removeDoNotCall } from '../../services/calls/service';
import { protectedProcedure, router } from '../init';

const DAY_MS = 86_400_000;
/** The overview reads at most this many calls of the period (100 per page). */
const MAX_STAT_PAGES = 50;

export interface DayStat {
  date: string;
  calls: number;
  minutes: number;
}

/**
 * Calls and talk minutes per UTC day over the last `days` days, oldest first, summed from the same call
 * list the Calls page shows (and so with the same visibility).
 */
export async function callStats(db: DbOrTx, actor: Actor, days: number, now = new Date()) {
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

export const callsRouter = router({
  list: protectedProcedure.input(listCallsInput).query(({ ctx, input }) => listCalls(ctx.db, ctx.actor, input)),
  get: protectedProcedure.input(z.object({ id: z.number().int().positive() })).query(({ ctx, input }) => getCall(ctx.db, ctx.actor, input.id)),
  start: protectedProcedure.input(initiateCallInput).mutation(({ ctx, input }) => initiateCall(ctx.db, ctx.actor, input)),
  stats: protectedProcedure
    .input(z.object({ days: z.number().int().min(1).max(90).default(30) }))
    .query(({ ctx, input }) => callStats(ctx.db, ctx.actor, input.days)),
  doNotCall: router({
    list: protectedProcedure.input(pageInput).query(({ ctx, input }) => listDoNotCall(ctx.db, ctx.actor, input)),
    add: protectedProcedure.input(addDoNotCallInput).mutation(({ ctx, input }) => addDoNotCall(ctx.db, ctx.actor, input)),
    remove: protectedProcedure
      .input(z.object({ number: z.string().min(1).max(64) }))
      .mutation(({ ctx, input }) => removeDoNotCall(ctx.db, ctx.actor, input.number)),
  }),
});
