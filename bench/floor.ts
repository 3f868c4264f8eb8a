import type { BenchContext, LoadResult } from './context';

/** The share of the framework's floor a write endpoint should reach (requests per second, same run). */
export const WRITE_TARGET_RATIO = 0.4;

/**
 * The framework's floor (GET /api/health: the same app, no database) loaded right after `result`'s target, so
 * the ratio compares two figures from the same minute of a shared machine.
 */
export async function besideFloor(ctx: BenchContext, result: LoadResult) {
  const floor = await ctx.load({ title: 'GET /api/health (floor)', path: '/api/health' });
  const ratio = Math.round((result.rps / Math.max(1, floor.rps)) * 100) / 100;
  ctx.log(`${result.title}: ${result.rps} req/s against the floor's ${floor.rps} req/s (${floor.cpu_ms_per_request} ms CPU/req): ` +
    `ratio ${ratio} (goal ≥ ${WRITE_TARGET_RATIO})`);
  return { ...result, floor_rps: floor.rps, floor_cpu_ms_per_request: floor.cpu_ms_per_request, ratio_to_floor: ratio };
}
